import { currentToken } from '../../api/token';
import { attachContainer, waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { selectors } from '../../core/selectors';
import { BULK_TEST_PACE_KEY } from '../../lib/bulkEditJob';
import { testTimingMs } from '../../lib/testTiming';
import { eachListRow, inSlices, rowMediaId, rowTitle, undoInSlices } from '../../ui/listPage';
import { mount } from '../../ui/mount';
import { addUiStyles } from '../../ui/UiStyles';
import { openBulkEdit } from '../../workers/client';
import { BulkEditController } from './controller';
import { manifest } from './manifest';
import { BulkPanel } from './Panel';
import { ROW_TITLE_CELL } from './selectors';
import { CHECK_CLASS, PANEL_ID, strings } from './strings';
import { CSS } from './styles';

/** Hidden by the page's own means (Vue's v-show writes `display: none` inline; `hidden`), read without asking for style or layout. */
function hiddenByPage(element: Element): boolean {
  return element instanceof HTMLElement && (element.hidden === true || element.style.display === 'none');
}

/**
 * Whether AniList shows a row now: its filters and search take rows out or hide them (a row, or
 * its whole section). Read from the elements themselves: asking the browser whether 11,000 rows
 * are visible would make it style the whole list first (a 250 ms task on Hoarder's). Sections
 * are judged once per pass (`sections`).
 */
function rowShown(row: Element, lists: Element, sections: Map<Element, boolean>): boolean {
  if (hiddenByPage(row)) return false;
  const section = row.parentElement;
  if (!section) return true;
  let known = sections.get(section);
  if (known === undefined) {
    known = true;
    for (let node: Element | null = section; node && node !== lists; node = node.parentElement) {
      if (hiddenByPage(node)) known = false;
    }
    sections.set(section, known);
  }
  return known;
}

/** The rows AniList shows now, in list order (a range of a few hundred at most is read at once). */
function shownRows(lists: Element): Element[] {
  const sections = new Map<Element, boolean>();
  return [...lists.querySelectorAll(selectors.listRow.selector)].filter((row) => rowShown(row, lists, sections));
}

/** A row's own checkbox: the first child of its title cell (found among the row's few cells, no query). */
function checkboxOf(row: Element): HTMLInputElement | null {
  for (const cell of row.children) {
    const first = cell.firstElementChild;
    if (first instanceof HTMLInputElement && first.classList.contains(CHECK_CLASS)) return first;
  }
  return null;
}

/** A row's media id: its checkbox's, read without a query; the title link's for a row not decorated yet. */
function mediaIdOf(row: Element): number | null {
  const box = checkboxOf(row);
  return box ? Number(box.dataset.mediaId) : rowMediaId(row);
}

/**
 * On the member's own list (issue 26): a checkbox on every row, and above the list the box that
 * selects, plans (dry run and backup, in the worker), saves through the rate budget with
 * progress, stops, continues and undoes.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const userName = String(ctx.params.user);
    const listType = ctx.params.type === 'manga' ? 'MANGA' : 'ANIME';
    const lists = await waitForElement(selectors.listSections.selector, { signal });
    if (!lists || signal.aborted) return;
    addUiStyles();
    ctx.addStyle('hohBulkEditStyle', CSS);
    const container = await attachContainer({
      anchor: selectors.listSections.selector,
      create: () => element('section', { id: PANEL_ID, className: 'hohBulkEdit', attrs: { 'aria-label': strings.heading } }),
      place: (target, box) => target.prepend(box),
      signal,
    });
    if (!container || signal.aborted) return;

    if (!currentToken()) {
      mount(
        <div className="hohBulkInner">
          <div className="hohBulkHead"><h2>{strings.heading}</h2></div>
          <p className="hohBulkProblem" role="alert">{strings.notSignedIn}</p>
          <p className="hohBulkHint">{strings.signInHint}</p>
        </div>,
        container,
        signal,
      );
      return;
    }

    const session = await openBulkEdit({ userName, listType }, { signal, getToken: () => currentToken() });
    const controller = new BulkEditController(session, { userName, listType }, signal, testTimingMs(localStorage, BULK_TEST_PACE_KEY, 0, 10));

    /** The page's copy of the selection (the worker's is the one plans read), for the checkboxes. */
    const selected = new Set<number>();
    // The box alone shows it: a class on 11,000 rows would restyle the whole list in every slice.
    const show = (row: Element, on: boolean) => {
      const box = checkboxOf(row);
      if (box) box.checked = on;
    };
    const decorate = (row: Element) => {
      const mediaId = rowMediaId(row);
      const cell = row.querySelector(ROW_TITLE_CELL);
      if (mediaId === null || !cell || checkboxOf(row)) return;
      cell.prepend(element('input', { type: 'checkbox', className: CHECK_CLASS, dataset: { mediaId: String(mediaId) }, attrs: { 'aria-label': strings.rowLabel(rowTitle(row)) } }));
      show(row, selected.has(mediaId));
    };
    signal.addEventListener('abort', () => {
      void undoInSlices(lists, `input.${CHECK_CLASS}`, (box) => box.remove());
    }, { once: true });

    const setRows = async (rows: readonly Element[], on: boolean) => {
      const mediaIds = rows.map(mediaIdOf).filter((id): id is number => id !== null);
      for (const id of mediaIds) {
        if (on) selected.add(id);
        else selected.delete(id);
      }
      await inSlices(rows, (row) => show(row, on), signal);
      await controller.select({ kind: 'set', mediaIds, selected: on });
    };

    let lastClicked: Element | null = null;
    ctx.listen(lists, 'click', (event) => {
      const box = event.target instanceof HTMLInputElement && event.target.classList.contains(CHECK_CLASS) ? event.target : null;
      const row = box?.closest(selectors.listRow.selector);
      if (!box || !row) return;
      const on = box.checked;
      if (event instanceof MouseEvent && event.shiftKey && lastClicked && lastClicked !== row && lastClicked.isConnected) {
        const rows = shownRows(lists);
        const from = rows.indexOf(lastClicked);
        const to = rows.indexOf(row);
        if (from >= 0 && to >= 0) {
          lastClicked = row;
          // Returned, so a failure is this module's (the listener's promise is guarded).
          return setRows(rows.slice(Math.min(from, to), Math.max(from, to) + 1), on);
        }
      }
      lastClicked = row;
      return setRows([row], on);
    });

    const selectShown = async () => {
      const sections = new Map<Element, boolean>();
      selected.clear();
      // In slices: 11,000 rows read and ticked in one task would hold the page.
      await inSlices([...lists.querySelectorAll(selectors.listRow.selector)], (row) => {
        const on = rowShown(row, lists, sections);
        const mediaId = on ? mediaIdOf(row) : null;
        if (mediaId !== null) selected.add(mediaId);
        show(row, on);
      }, signal);
      await controller.select({ kind: 'only', mediaIds: [...selected] });
    };
    const clear = async () => {
      selected.clear();
      await inSlices([...lists.querySelectorAll(`input.${CHECK_CLASS}:checked`)], (box) => { (box as HTMLInputElement).checked = false; }, signal);
      await controller.select({ kind: 'clear' });
    };

    mount(
      <BulkPanel
        controller={controller}
        isManga={listType === 'MANGA'}
        fetchPlanRows={session.planWindow}
        onSelectShown={() => void ctx.guard(selectShown)()}
        onClear={() => void ctx.guard(clear)()}
      />,
      container,
      signal,
    );
    void eachListRow(lists, ctx.observe, decorate, signal);
    await controller.start();
  },
});
