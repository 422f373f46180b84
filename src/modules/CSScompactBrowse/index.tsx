/**
 * 'CSScompactBrowse': a view switcher above the media of browse and studio pages, with three
 * layouts besides AniList's grid: cards with the details beside the cover, a list, and a compact
 * text list (host-dom.md §2.10). The view is a class on the page root; the layouts are CSS.
 */
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { CARD, GRID, RESULTS, ROOT } from './selectors';
import { VIEWS, VIEW_STORAGE_KEY, parseView, type ViewId } from './views';

const ALL_CLASSES = VIEWS.map((view) => view.className).filter(Boolean);

const STYLE_ID = 'hohCompactBrowseStyle';
const css = `
.hohThemeSwitch { display: flex; justify-content: flex-end; gap: 6px; margin: 0 0 16px; }
.hohThemeSwitch button { padding: 5px 10px; border: 0; border-radius: 3px; font: inherit; font-size: 1.2rem; cursor: pointer; color: rgb(var(--color-text-lighter)); background: rgb(var(--color-foreground)); }
.hohThemeSwitch button.active, .hohThemeSwitch button:hover { color: rgb(var(--color-blue)); }
.hohThemeSwitch button:focus-visible { outline: 2px solid rgb(var(--color-blue)); }

.cardView ${GRID} { grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)) !important; gap: 20px !important; }
.cardView ${CARD} { display: grid !important; grid-template-columns: 110px minmax(0, 1fr); min-height: 160px; border-radius: 4px; overflow: hidden; background: rgb(var(--color-foreground)); }
.cardView ${CARD} > .cover .image-link { aspect-ratio: auto; height: 100%; border-radius: 0; box-shadow: none; }
.cardView ${CARD} > .cover { position: relative; }
.cardView ${CARD} > .cover .overlay { position: absolute; left: 0; right: 0; bottom: 0; padding: 6px; background: rgba(var(--color-overlay), .8); }
.cardView ${CARD} > .cover .overlay .title { color: rgb(var(--color-white)); font-size: 1.2rem; }
.cardView ${CARD} > .data { display: block !important; padding: 10px 14px; font-size: 1.2rem; color: rgb(var(--color-text-light)); }
.cardView ${CARD} > .data .header { display: flex; justify-content: space-between; font-weight: 600; }
.cardView ${CARD} > .data .description { display: -webkit-box; -webkit-line-clamp: 4; -webkit-box-orient: vertical; overflow: hidden; margin: 6px 0; }
.cardView ${CARD} > .data .genres span { margin-right: 6px; padding: 1px 6px; border-radius: 8px; background: rgba(var(--color-blue), .15); }

.listView ${GRID}, .compactListView ${GRID} { display: flex !important; flex-direction: column; gap: 6px !important; }
.listView ${CARD}, .compactListView ${CARD} { display: grid !important; align-items: center; column-gap: 14px; border-radius: 3px; background: rgb(var(--color-foreground)); }
.listView ${CARD} { grid-template-columns: 48px minmax(0, 3fr) minmax(0, 2fr); padding: 6px; }
.listView ${CARD} > .cover { display: contents !important; }
.listView ${CARD} .image-link { width: 48px; height: 68px; aspect-ratio: auto; box-shadow: none; }
.listView ${CARD} .overlay, .compactListView ${CARD} .overlay { padding: 0; }
.listView ${CARD} .overlay .title, .compactListView ${CARD} .overlay .title { -webkit-line-clamp: 1; }
.listView ${CARD} > .data, .compactListView ${CARD} > .data { display: flex !important; gap: 12px; font-size: 1.2rem; color: rgb(var(--color-text-light)); }
.listView ${CARD} > .data .description, .compactListView ${CARD} > .data .description, .compactListView ${CARD} > .data .genres { display: none; }
.compactListView ${CARD} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); padding: 4px 10px; }
.compactListView ${CARD} > .cover { display: contents !important; }
.compactListView ${CARD} .image-link { display: none !important; }
.compactListView ${CARD} .overlay .title { font-size: 1.3rem; }
.listView ${CARD} > .data .header, .compactListView ${CARD} > .data .header { display: flex; gap: 10px; }
.listView ${CARD} > .data .genres span { margin-right: 6px; }
.listView ${CARD} .list-status, .compactListView ${CARD} .list-status { top: 50%; right: 12px; margin-top: -5px; }
@media (max-width: 760px) {
  .cardView ${GRID} { grid-template-columns: minmax(0, 1fr) !important; }
  .listView ${CARD} { grid-template-columns: 48px minmax(0, 1fr); }
  .listView ${CARD} > .data { grid-column: 2; }
  .compactListView ${CARD} { grid-template-columns: minmax(0, 1fr); }
}
`;

function applyView(view: ViewId): void {
  const className = VIEWS.find((entry) => entry.id === view)?.className ?? '';
  for (const root of document.querySelectorAll(ROOT)) {
    root.classList.remove(...ALL_CLASSES);
    if (className) root.classList.add(className);
  }
}

function readView(): ViewId {
  try {
    return parseView(localStorage.getItem(VIEW_STORAGE_KEY));
  } catch {
    return 'default';
  }
}

export default defineModule({
  ...manifest,
  async run(ctx) {
    ctx.addStyle(STYLE_ID, css);
    let view = readView();
    ctx.signal.addEventListener('abort', () => {
      for (const root of document.querySelectorAll(ROOT)) root.classList.remove(...ALL_CLASSES);
    }, { once: true });

    const buttons = VIEWS.map((entry) => {
      const button = element('button', { type: 'button', dataset: { view: entry.id }, text: entry.label });
      ctx.listen(button, 'click', () => {
        view = entry.id;
        try {
          localStorage.setItem(VIEW_STORAGE_KEY, view);
        } catch {
          // Storage full or blocked: the view still changes for this page.
        }
        show();
      });
      return button;
    });
    const show = (): void => {
      applyView(view);
      for (const button of buttons) {
        const on = button.dataset.view === view;
        button.classList.toggle('active', on);
        button.setAttribute('aria-pressed', String(on));
      }
    };

    await attachContainer({
      anchor: RESULTS,
      signal: ctx.signal,
      create: () => element('div', { className: 'theme-switch hohThemeSwitch', attrs: { role: 'group', 'aria-label': 'Browse view' } }, buttons),
      // AniList redraws the results on every search: the bar goes back, and so does the class.
      place: (results, bar) => {
        results.before(bar);
        show();
      },
    });
  },
});
