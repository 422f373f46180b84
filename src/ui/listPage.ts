/**
 * AniList's list pages (/user/{name}/animelist|mangalist), as the list modules read them. The
 * selectors (host-dom.md §2.4, host-dom-2026.md §2.4) are core/selectors.ts's `list…` entries.
 */
import { attachContainer } from '../core/dom';
import { element } from '../core/element';
import type { ModuleContext } from '../core/module';
import { selectors } from '../core/selectors';

export const SCORE_FORMAT_CLASSES = ['POINT_100', 'POINT_10_DECIMAL', 'POINT_10', 'POINT_5', 'POINT_3'] as const;

/** The owner's score format, from the root's classes (host-dom.md §2.4), or null. */
export function listScoreFormat(root: Element): string | null {
  return SCORE_FORMAT_CLASSES.find((format) => root.classList.contains(format)) ?? null;
}

const MEDIA_HREF = /^\/(?:anime|manga)\/(\d+)/;

/** The media id of a row, from its title link (`/anime/<id>/<slug>/`). */
export function rowMediaId(row: Element): number | null {
  const href = row.querySelector(selectors.listRowTitleLink.selector)?.getAttribute('href') ?? '';
  const found = MEDIA_HREF.exec(href);
  return found ? Number(found[1]) : null;
}

export function rowTitle(row: Element): string {
  return row.querySelector(selectors.listRowTitleLink.selector)?.textContent?.trim() ?? '';
}

/** The cover URL of a row (the `.image`'s inline background-image), or null. */
export function rowCoverUrl(row: Element): string | null {
  const image = row.querySelector<HTMLElement>(selectors.listRowCover.selector);
  const found = /url\(["']?([^"')]+)["']?\)/.exec(image?.style.backgroundImage ?? '');
  return found ? found[1] : null;
}

/** True when the signed-in site user owns the list on the page. */
export function isOwnList(siteUserName: string | undefined, listOwner: unknown): boolean {
  return typeof listOwner === 'string' && !!siteUserName && siteUserName.toLowerCase() === listOwner.toLowerCase();
}

/** How long one slice of row work may hold the page before it yields (a frame's share). */
const SLICE_MS = 8;

/**
 * Runs `work` over `items` in slices of at most ~8 ms, yielding between slices, so an
 * 11,000-row list never holds the page in one long task. Stops when the signal aborts.
 */
export function inSlices<T>(items: readonly T[], work: (item: T) => void, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    let index = 0;
    const slice = () => {
      if (signal.aborted) return resolve();
      const until = performance.now() + SLICE_MS;
      while (index < items.length && performance.now() < until) work(items[index++]);
      if (index < items.length) setTimeout(slice, 0);
      else resolve();
    };
    slice();
  });
}

/**
 * Calls `onRow` with every row now on the list and with rows AniList adds later (its filters
 * re-render rows). Only added nodes are looked at, never the whole list again, and nothing is
 * done in the page's own task: the observer only queues what was added (AniList inserting 11,000
 * rows is one record, or 11,000), and the queue is worked off in slices, where a queued
 * container is opened into its rows. Resolves once the rows present at the start are done.
 */
export function eachListRow(
  lists: Element,
  observe: ModuleContext['observe'],
  onRow: (row: Element) => void,
  signal: AbortSignal,
): Promise<void> {
  const queue: Element[] = [];
  let next = 0;
  let scheduled = false;
  let firstDone: () => void = () => {};
  const first = new Promise<void>((resolve) => { firstDone = resolve; });
  const slice = () => {
    scheduled = false;
    if (signal.aborted) return firstDone();
    const until = performance.now() + SLICE_MS;
    while (next < queue.length && performance.now() < until) {
      const node = queue[next++];
      if (node.matches(selectors.listRow.selector)) onRow(node);
      else if (node.querySelector(selectors.listEntry.selector)) queue.push(...node.querySelectorAll(selectors.listRow.selector));
    }
    if (next < queue.length) return schedule();
    queue.length = 0;
    next = 0;
    firstDone();
  };
  const schedule = () => {
    if (signal.aborted) return firstDone();
    if (scheduled) return;
    scheduled = true;
    setTimeout(slice, 0);
  };
  observe(lists, { childList: true, subtree: true }, (records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) queue.push(node);
    }
    if (queue.length) schedule();
  });
  queue.push(lists);
  // In a task of its own: the module often starts inside AniList's task that drew the list.
  schedule();
  return first;
}

/**
 * Undoes a module's marks on the list after its visit ended, in slices as the marks were made:
 * removing 22,000 buttons at once holds the page for a long task. The signal has aborted by
 * then, so the slices run on a signal of their own.
 */
export function undoInSlices(lists: Element, selector: string, undo: (element: Element) => void): Promise<void> {
  return inSlices([...lists.querySelectorAll(selector)], undo, new AbortController().signal);
}

/**
 * A module's own box in the list's filter column (host-dom.md §2.4: `div.hohExtraFilters`
 * appended to `.filters-wrap`), put back whenever AniList re-renders the column.
 */
export function attachExtraFilters(id: string, children: readonly Node[], signal: AbortSignal): Promise<HTMLElement | null> {
  return attachContainer({
    anchor: selectors.listFiltersWrap.selector,
    create: () => element('div', { id, className: 'hohExtraFilters' }, children),
    signal,
  });
}
