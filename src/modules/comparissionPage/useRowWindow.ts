import { useCallback } from 'react';
import type { CompareRowView } from '../../workers/compare';
import { useWindowRows, WINDOW_MARGIN } from '../../ui/useWindowRows';
import type { ComparePageSession } from './session';

/** Rows fetched beyond the visible range on each side, so small scrolls need no request. */
export const ROW_MARGIN = WINDOW_MARGIN;

export interface RowWindow {
  /** The row at a visible index, or undefined while it is being fetched. */
  rowAt(index: number): CompareRowView | undefined;
  /** True while the rows shown belong to an older version of the table. */
  readonly stale: boolean;
  readonly version: number;
}

/**
 * The compare table's rows in [first, last] (plus a margin), asked of the worker's session
 * whenever they are not already held for the current version (ui/useWindowRows.ts). Rows of the
 * previous version stay on screen until the new ones arrive, so a sort or filter never flashes
 * an empty table.
 */
export function useRowWindow(session: ComparePageSession, version: number, first: number, last: number, count: number): RowWindow {
  const fetchRows = useCallback((start: number, size: number) => session.rowWindow(start, size), [session]);
  return useWindowRows<CompareRowView>(fetchRows, version, first, last, count);
}
