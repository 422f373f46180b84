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
import { CHECK_CLASS, CHECKED_ROW_CLASS, PANEL_ID, strings } from './strings';
import { CSS } from './styles';

/** The rows AniList shows now (its filters and search hide the others), in list order. */
function shownRows(lists: Element): Element[] {
  return [...lists.querySelectorAll(selectors.listRow.selector)].filter((row) => row.checkVisibility());
}

function checkboxOf(row: Element): HTMLInputElement | null {
  return row.querySelector<HTMLInputElement>(`input.${CHECK_CLASS}`);
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
    const show = (row: Element, on: boolean) => {
      const box = checkboxOf(row);
      if (box) box.checked = on;
      row.classList.toggle(CHECKED_ROW_CLASS, on);
    };
    const decorate = (row: Element) => {
      const mediaId = rowMediaId(row);
      const cell = row.querySelector(ROW_TITLE_CELL);
      if (mediaId === null || !cell || checkboxOf(row)) return;
      cell.prepend(element('input', { type: 'checkbox', className: CHECK_CLASS, dataset: { mediaId: String(mediaId) }, attrs: { 'aria-label': strings.rowLabel(rowTitle(row)) } }));
      show(row, selected.has(mediaId));
    };
    signal.addEventListener('abort', () => {
      void undoInSlices(lists, `input.${CHECK_CLASS}`, (box) => {
        box.closest(selectors.listRow.selector)?.classList.remove(CHECKED_ROW_CLASS);
        box.remove();
      });
    }, { once: true });

    const setRows = async (rows: readonly Element[], on: boolean) => {
      const mediaIds = rows.map(rowMediaId).filter((id): id is number => id !== null);
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
          void setRows(rows.slice(Math.min(from, to), Math.max(from, to) + 1), on);
          lastClicked = row;
          return;
        }
      }
      lastClicked = row;
      void setRows([row], on);
    });

    const selectShown = async () => {
      const rows = shownRows(lists);
      const shown = new Set(rows.map(rowMediaId));
      selected.clear();
      for (const id of shown) if (id !== null) selected.add(id);
      await inSlices([...lists.querySelectorAll(selectors.listRow.selector)], (row) => show(row, shown.has(rowMediaId(row))), signal);
      await controller.select({ kind: 'only', mediaIds: [...selected] });
    };
    const clear = async () => {
      selected.clear();
      await inSlices([...lists.querySelectorAll(`.${CHECKED_ROW_CLASS}`)], (row) => show(row, false), signal);
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
