import { ApiError, mutate } from '../../api/client';
import { SAVE_MEDIA_LIST_ENTRY, type SaveMediaListEntryResult } from '../../api/queries/mutations';
import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { showNotice } from '../../core/notice';
import { selectors } from '../../core/selectors';
import { isPointFormat, scoreText, stepScore, type PointFormat } from '../../lib/scoreStep';
import { eachListRow, isOwnList, undoInSlices, listScoreFormat, rowMediaId, rowTitle } from '../../ui/listPage';
import { manifest } from './manifest';
import { BUTTON_CLASS, CELL_CLASS, NOTICE_ID, PENDING_CLASS, RAISE_BUTTON, strings } from './strings';

const CSS = `
.${BUTTON_CLASS} { display: inline-block; min-width: 1.2em; padding: 0 3px; cursor: pointer; user-select: none; color: rgb(var(--color-text-lighter)); opacity: 0; }
.medialist .row:hover .${BUTTON_CLASS}, .${BUTTON_CLASS}:focus-visible { opacity: 1; }
.${BUTTON_CLASS}:hover { color: rgb(var(--color-blue)); }
.${BUTTON_CLASS}:focus-visible { outline: 2px solid rgb(var(--color-blue)); border-radius: 2px; }
.${PENDING_CLASS} { opacity: 0.6; }
.medialist .score.${CELL_CLASS} { display: flex; align-items: center; justify-content: center; }
/* "+" stays last even after the decimal-point switch's ".0" (a ::after on the cell). */
.medialist .score > ${RAISE_BUTTON} { order: 1; }
@media (hover: none) { .${BUTTON_CLASS} { opacity: 1; } }
`;

function button(text: '-' | '+', label: string): HTMLElement {
  return element('span', {
    className: BUTTON_CLASS,
    text,
    dataset: { direction: text === '+' ? '1' : '-1' },
    attrs: { role: 'button', tabindex: '0', 'aria-label': label },
  });
}

/** The visible score is the cell's own text (AniList: `<!---->8<!---->`), between the buttons. */
function setShownScore(cell: Element, score: number): void {
  cell.setAttribute('score', String(score));
  let text: Text | null = null;
  for (const node of cell.childNodes) {
    if (node instanceof Text) {
      text = node;
      break;
    }
  }
  if (!text) {
    text = document.createTextNode('');
    cell.querySelector(RAISE_BUTTON)?.before(text);
  }
  text.data = scoreText(score);
}

/**
 * On the viewer's own list, with the script's token and a point score format (spec doc 3 §5):
 * "-" and "+" in every row's score cell. A press shows the new score at once and saves it by
 * mediaId (SaveMediaListEntry with score); a failed save puts the old score back and says so.
 * Rows are decorated in slices, so Hoarder's 11,000 rows never hold the page.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    if (!isOwnList(ctx.user?.name, ctx.params.user)) return;
    const lists = await waitForElement(selectors.listSections.selector, { signal });
    const root = lists?.closest(selectors.listRoot.selector);
    const format = root ? listScoreFormat(root) : null;
    if (!lists || !format || !isPointFormat(format) || signal.aborted) return;
    const pointFormat: PointFormat = format;
    ctx.addStyle('hohPlussMinusStyle', CSS);

    /** This visit's buttons: the last visit's are undone in slices and may still be there. */
    const made = new WeakSet<Element>();
    const decorate = (row: Element) => {
      const cell = row.querySelector(selectors.listRowScore.selector);
      if (!cell) return;
      const there = [...cell.querySelectorAll(`:scope > .${BUTTON_CLASS}`)];
      if (there.some((span) => made.has(span))) return;
      for (const span of there) span.remove();
      // A class, not :has(): :has() on 11,000 cells makes every style change on the list slow.
      cell.classList.add(CELL_CLASS);
      const lower = button('-', strings.lower);
      const raise = button('+', strings.raise);
      made.add(lower).add(raise);
      cell.prepend(lower);
      cell.append(raise);
    };

    /** The last score AniList confirmed, per cell (the one a failed save goes back to). */
    const confirmed = new WeakMap<Element, number>();

    const press = async (target: HTMLElement) => {
      const cell = target.closest(selectors.listRowScore.selector);
      const row = cell?.closest(selectors.listRow.selector);
      const mediaId = row ? rowMediaId(row) : null;
      if (!cell || !row || mediaId === null || cell.classList.contains(PENDING_CLASS)) return;
      const old = Number(cell.getAttribute('score') ?? 0) || 0;
      const next = stepScore(old, pointFormat, target.dataset.direction === '1' ? 1 : -1);
      if (next === null) return;
      if (!confirmed.has(cell)) confirmed.set(cell, old);
      setShownScore(cell, next);
      cell.classList.add(PENDING_CLASS);
      const result = await mutate<SaveMediaListEntryResult>(SAVE_MEDIA_LIST_ENTRY, { mediaId, score: next }, { signal });
      cell.classList.remove(PENDING_CLASS);
      if (signal.aborted || result === null) return;
      const saved = result instanceof ApiError ? null : result.SaveMediaListEntry;
      if (!saved) {
        const back = confirmed.get(cell) ?? old;
        setShownScore(cell, back);
        showNotice({ id: NOTICE_ID, text: strings.saveFailed(rowTitle(row), scoreText(back)) });
        return;
      }
      const score = typeof saved.score === 'number' ? saved.score : next;
      confirmed.set(cell, score);
      setShownScore(cell, score);
    };

    ctx.listen(lists, 'click', (event) => {
      const target = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>(`.${BUTTON_CLASS}`) : null;
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      void press(target);
    });
    ctx.listen(lists, 'keydown', (event) => {
      const key = (event as KeyboardEvent).key;
      const target = event.target instanceof HTMLElement && event.target.classList.contains(BUTTON_CLASS) ? event.target : null;
      if (!target || (key !== 'Enter' && key !== ' ')) return;
      event.preventDefault();
      void press(target);
    });
    signal.addEventListener('abort', () => {
      void undoInSlices(lists, `.${CELL_CLASS}`, (cell) => {
        const spans = cell.querySelectorAll(`:scope > .${BUTTON_CLASS}`);
        for (const span of spans) if (made.has(span)) span.remove();
        // A later visit's buttons keep their cell's class.
        if (!cell.querySelector(`:scope > .${BUTTON_CLASS}`)) cell.classList.remove(CELL_CLASS);
      });
    }, { once: true });
    await eachListRow(lists, ctx.observe, ctx.guard(decorate), signal);
  },
});
