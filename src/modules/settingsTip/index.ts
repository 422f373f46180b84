/**
 * `settingsTip`: a line in the notifications page's filter column saying where Automail's settings
 * are (host-dom.md §3.2). Plain DOM.
 */
import { attachContainer } from '../../core/dom';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';

export const TIP_CLASS = 'hohSettingsTip';
export const TIP_TEXT = "Automail's settings (the grouped list, notification colours, hiding likes) are under ";
export const TIP_LINK_TEXT = 'Settings > Apps';
/** AniList's filter column (host-dom-2026.md §2.15). */
const FILTERS = '.notifications-feed .filters';

export default defineModule({
  ...manifest,
  async run(ctx) {
    await attachContainer({
      anchor: FILTERS,
      create: () => {
        const tip = document.createElement('p');
        tip.className = TIP_CLASS;
        tip.style.cssText = 'margin: 14px 0 0; font-size: 1.2rem; line-height: 1.5; color: rgb(var(--color-text-lighter));';
        const link = document.createElement('a');
        link.href = '/settings/apps';
        link.textContent = TIP_LINK_TEXT;
        link.style.color = 'rgb(var(--color-blue))';
        tip.append(TIP_TEXT, link, '.');
        return tip;
      },
      signal: ctx.signal,
    });
  },
});
