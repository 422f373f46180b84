import { observe, waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { addStyleWhile } from '../../core/styles';
import { isHeavy, LIGHT_VIEW, listSize, parseCount, viewOf } from '../../lib/lightLists';
import { attachExtraFilters } from '../../ui/listPage';
import { manifest } from './manifest';
import { ACTIVE_LIST_COUNT, LIST_ROOT, ROW, ROW_COVER } from './selectors';
import { IDS, strings } from './strings';

/** Hoarder's list reaches the page seconds after the address: wait as long as a slow answer takes. */
const LIST_WAIT_MS = 60_000;

/** No row cover gets an image: an !important rule wins over AniList's inline background. */
const NO_COVERS = `${ROW_COVER} { background-image: none !important; }`;

const NOTE_CSS = `
#${IDS.wrap} { margin-bottom: 22px; font-size: 1.3rem; line-height: 1.5; color: rgb(var(--color-text-light)); }
#${IDS.wrap} .group-header { display: block; margin-bottom: 6px; font-weight: 600; color: rgb(var(--color-text-lighter)); }
#${IDS.wrap} p { margin: 0 0 8px; }
#${IDS.wrap} button { font: inherit; padding: 5px 10px; border: 0; border-radius: 3px; cursor: pointer; color: rgb(var(--color-text)); background: rgb(var(--color-foreground)); }
#${IDS.wrap} button:hover { color: rgb(var(--color-blue)); }
#${IDS.wrap} button:focus-visible { outline: 2px solid rgb(var(--color-blue)); }
`;

/**
 * Puts the list root in AniList's compact layout for as long as `signal` lives, and back in the
 * member's own layout after. The class is changed on the page, never through AniList's layout
 * switcher, so the member's saved choice stays as it was. A re-render that brings the member's
 * layout back (a new root, or the class written again) is made compact again.
 */
function keepCompact(root: Element, signal: AbortSignal): void {
  const original = viewOf(root.classList);
  if (!original || original === LIGHT_VIEW) return;
  let current = root;
  const apply = (target: Element) => {
    if (target.classList.contains(original)) target.classList.replace(original, LIGHT_VIEW);
  };
  apply(current);
  const watchRoot = (target: Element) => observe(target, { attributes: true, attributeFilter: ['class'] }, () => apply(target), signal);
  watchRoot(current);
  const parent = root.parentElement;
  if (parent) {
    observe(parent, { childList: true }, () => {
      const next = parent.querySelector(`:scope > ${LIST_ROOT}`);
      if (!next || next === current) return;
      current = next;
      apply(current);
      watchRoot(current);
    }, signal);
  }
  signal.addEventListener('abort', () => {
    if (current.isConnected && current.classList.contains(LIGHT_VIEW)) current.classList.replace(LIGHT_VIEW, original);
  }, { once: true });
}

/** The note in the filter column: why the list looks so, and the way back for this visit. */
function showNote(size: number, threshold: number, onShowCovers: () => void, signal: AbortSignal): void {
  addStyleWhile(`${IDS.lightStyle}Note`, NOTE_CSS, signal);
  const button = element('button', { type: 'button', text: strings.showCovers, attrs: { 'aria-label': strings.showCoversLabel } });
  button.addEventListener('click', onShowCovers);
  void attachExtraFilters(IDS.wrap, [
    element('span', { className: 'group-header', text: strings.heading }),
    element('p', { text: strings.note(size, threshold) }),
    button,
  ], signal);
}

/**
 * List pages (issue 26, part 4): a list with more entries than the threshold opens without its
 * covers and in AniList's compact layout. The covers are held from the start of the visit, before
 * AniList draws the list, until its size is known, so none is asked for on a big list; a small
 * list gets them back at once and is left as it is.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const hold = new AbortController();
    addStyleWhile(IDS.holdStyle, NO_COVERS, AbortSignal.any([signal, hold.signal]));

    const first = await waitForElement(`${ACTIVE_LIST_COUNT}, ${ROW}`, { signal, timeout: LIST_WAIT_MS });
    if (!first || signal.aborted) return hold.abort();

    let light: AbortController | null = null;
    let dismissed = false;
    const decide = () => {
      const threshold = getSettings().lightListsThreshold;
      const shown = parseCount(document.querySelector(ACTIVE_LIST_COUNT)?.textContent);
      // Rows are counted only where the shown count does not settle it (11,000 rows: a few ms).
      const size = shown !== null && isHeavy(shown, threshold) ? shown : listSize(shown, document.querySelectorAll(ROW).length);
      const root = document.querySelector(LIST_ROOT);
      if (!dismissed && root && isHeavy(size, threshold)) {
        light?.abort();
        light = new AbortController();
        const lightSignal = AbortSignal.any([signal, light.signal]);
        addStyleWhile(IDS.lightStyle, NO_COVERS, lightSignal);
        keepCompact(root, lightSignal);
        // The note in a task of its own: this runs inside AniList's task that drew the list.
        ctx.setTimeout(() => {
          if (lightSignal.aborted) return;
          showNote(size, threshold, ctx.guard(() => {
            dismissed = true;
            light?.abort();
            light = null;
          }), lightSignal);
        }, 0);
      } else {
        light?.abort();
        light = null;
      }
      hold.abort();
    };
    decide();
    ctx.onSettingsChange((next, previous) => {
      if (next.lightListsThreshold !== previous.lightListsThreshold) decide();
    });
  },
});
