import { useCallback } from 'react';
import type { CompareRowView } from '../../workers/compare';
import { useRowsInView, type RowsInView } from '../../ui/useRowsInView';
import type { ComparePageSession } from './session';

/**
 * The compare table's rows in [first, last] (plus a margin), asked of the worker's session
 * whenever they are not already held for the current version (ui/useRowsInView.ts). Rows of the
 * previous version stay on screen until the new ones arrive, so a sort or filter never flashes
 * an empty table.
 */
export function useRowWindow(session: ComparePageSession, version: number, first: number, last: number, count: number): RowsInView<CompareRowView> {
  const fetchRows = useCallback((start: number, size: number) => session.rowWindow(start, size), [session]);
  return useRowsInView<CompareRowView>(fetchRows, version, first, last, count);
}
