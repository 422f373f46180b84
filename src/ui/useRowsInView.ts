import { startTransition, useEffect, useState } from 'react';

/** Rows fetched beyond the visible range on each side, so small scrolls need no request. */
const MARGIN = 40;

interface Held<R> {
  readonly version: number;
  readonly start: number;
  readonly rows: readonly R[];
}

export interface RowsInView<R> {
  /** The row at an index of the list, or undefined while it is being fetched. */
  rowAt(index: number): R | undefined;
  /** True while the rows held belong to an older version of the list. */
  readonly stale: boolean;
  /** The version of the list the rows held belong to (-1 before the first answer). */
  readonly version: number;
}

/**
 * The rows in view of a virtual list whose rows live elsewhere (the worker: the compare table,
 * the staff page's role lists, the stats tables): asks `fetchRows` for [first, last] plus a
 * margin whenever they are not already held for this `version` (bump it on every sort, filter or
 * search). The previous rows stay on screen until the new ones arrive, so a change never flashes
 * an empty list.
 */
export function useRowsInView<R>(
  fetchRows: (start: number, count: number) => Promise<readonly R[]>,
  version: number,
  first: number,
  last: number,
  count: number,
): RowsInView<R> {
  const [held, setHeld] = useState<Held<R>>({ version: -1, start: 0, rows: [] });
  useEffect(() => {
    if (last < first || count === 0) {
      if (held.version !== version || held.rows.length) setHeld({ version, start: 0, rows: [] });
      return;
    }
    const end = Math.min(last + 1, count);
    if (held.version === version && held.start <= first && held.start + held.rows.length >= end) return;
    let cancelled = false;
    const start = Math.max(0, first - MARGIN);
    const size = Math.min(count, end + MARGIN) - start;
    fetchRows(start, size).then(
      (rows) => {
        if (!cancelled) startTransition(() => setHeld({ version, start, rows }));
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [fetchRows, version, first, last, count, held]);
  return { rowAt: (index) => held.rows[index - held.start], stale: held.version !== version, version: held.version };
}
