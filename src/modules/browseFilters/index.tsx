/**
 * 'browseFilters': episode, chapter and volume sorts beside AniList's own in the browse sort
 * control. Each is a link to the same search with `?sort=`, which AniList's browse reads (a
 * full load, as in 8.80). The options are plain links, so they work by keyboard too.
 */
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { SORT_OPTIONS } from './selectors';
import { EXTRA_SORTS, sortedAddress } from './sorts';

const CONTAINER_CLASS = 'hohExtraSorts';

const STYLE_ID = 'hohExtraSortsStyle';
const css = `
.${CONTAINER_CLASS} { display: contents; }
.${CONTAINER_CLASS} a.option { color: rgb(var(--color-text-lighter)); }
.${CONTAINER_CLASS} a.option:hover, .${CONTAINER_CLASS} a.option:focus-visible { color: rgb(var(--color-blue)); }
.${CONTAINER_CLASS} a.option.active { color: rgb(var(--color-blue)); font-weight: 600; }
`;

export default defineModule({
  ...manifest,
  async run(ctx) {
    const kind = ctx.params.kind === 'manga' ? 'manga' : 'anime';
    ctx.addStyle(STYLE_ID, css);

    const links = EXTRA_SORTS[kind].map(({ value, label }) => element('a', { className: 'option', dataset: { sort: value }, text: label }));
    // The address (other filters, the chosen sort) may have changed since the options were last
    // drawn: AniList redraws the control on every search, and each redraw re-attaches them.
    const refresh = (): void => {
      const current = new URLSearchParams(location.search).get('sort');
      for (const link of links) {
        const sort = link.dataset.sort ?? '';
        link.href = sortedAddress(location, kind, sort);
        link.classList.toggle('active', sort === current);
        if (sort === current) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      }
    };
    await attachContainer({
      anchor: SORT_OPTIONS,
      signal: ctx.signal,
      create: () => element('span', { className: CONTAINER_CLASS }, links),
      place: (options, container) => {
        refresh();
        options.append(container);
      },
    });
  },
});
