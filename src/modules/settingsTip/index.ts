/**
 * `settingsTip`: a line in the notifications page's filter column saying where Automail's settings
 * are (host-dom.md §3.2). Plain DOM.
 */
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { keepBesideFilters } from '../../ui/besideFilters';
import { manifest } from './manifest';
import { FILTERS } from './selectors';

export const TIP_CLASS = 'hohSettingsTip';
export const TIP_TEXT = "Automail's settings (the grouped list, notification colours, hiding likes) are under ";
export const TIP_LINK_TEXT = 'Settings > Apps';
/** After the grouped list's toggle (notifications' TOGGLE_ORDER 0) below a phone's filter row. */
const TIP_ORDER = 1;

export default defineModule({
  ...manifest,
  async run(ctx) {
    const tip = element('p', {
      className: TIP_CLASS,
      style: 'margin: 14px 0 0; font-size: 1.2rem; line-height: 1.5; color: rgb(var(--color-text-lighter));',
    }, [TIP_TEXT, element('a', { href: '/settings/apps', style: 'color: rgb(var(--color-blue));', text: TIP_LINK_TEXT }), '.']);
    await attachContainer({
      anchor: FILTERS,
      // Last in the filter column; below the filters, after the list toggle, when they are a phone's row.
      place: keepBesideFilters(FILTERS, tip, TIP_ORDER, (filters, node) => filters.append(node), ctx.signal),
      create: () => tip,
      signal: ctx.signal,
    });
  },
});
