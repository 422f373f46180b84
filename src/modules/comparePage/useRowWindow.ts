import { startTransition, useEffect, useState } from 'react';
import type { CompareRowView } from '../../workers/compare';
import type { ComparePageSession } from './session';

/** Rows fetched beyond the visible range on each side, so small scrolls need no request. */
export const ROW_MARGIN = 40;

interface LoadedWindow {
  readonly version: number;
  readonly start: number;
  readonly rows: readonly CompareRowView[];
}

export interface RowWindow {
  /** The row at a visible index, or undefined while it is being fetched. */
  rowAt(index: number): CompareRowView | undefined;
  /** True while the rows shown belong to an older version of the table. */
  readonly stale: boolean;
  readonly version: number;
}

/**
 * Asks the worker for the rows in [first, last] (plus a margin) whenever they are not already
 * held for the current version. Rows of the previous version stay on screen until the new ones
 * arrive, so a sort or filter never flashes an empty table.
 */
export function useRowWindow(session: ComparePageSession, version: number, first: number, last: number, count: number): RowWindow {
  const [loaded, setLoaded] = useState<LoadedWindow>({ version: -1, start: 0, rows: [] });

  useEffect(() => {
    if (last < first || count === 0) {
      if (loaded.version !== version || loaded.rows.length) setLoaded({ version, start: 0, rows: [] });
      return;
    }
    const end = Math.min(last + 1, count);
    const held = loaded.version === version && loaded.start <= first && loaded.start + loaded.rows.length >= end;
    if (held) return;
    let cancelled = false;
    const start = Math.max(0, first - ROW_MARGIN);
    const size = Math.min(count, end + ROW_MARGIN) - start;
    session.rowWindow(start, size).then(
      (rows) => {
        // A transition: drawing a window of new rows can be spread over frames.
        if (!cancelled) startTransition(() => setLoaded({ version, start, rows }));
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [session, version, first, last, count, loaded]);

  return {
    rowAt: (index) => loaded.rows[index - loaded.start],
    stale: loaded.version !== version,
    version: loaded.version,
  };
}
