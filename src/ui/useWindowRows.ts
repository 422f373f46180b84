import { startTransition, useEffect, useState } from 'react';

/** Rows fetched beyond the visible range on each side, so small scrolls need no request. */
export const WINDOW_MARGIN = 40;

interface Loaded<R> {
  readonly version: number;
  readonly start: number;
  readonly rows: readonly R[];
}

/**
 * The rows of a virtual list whose rows live elsewhere (the worker): asks `fetchRows` for
 * [first, last] plus a margin whenever they are not already held for this `version` (bump it on
 * every sort or filter). Old rows stay on screen until the new ones arrive.
 */
export function useWindowRows<R>(
  fetchRows: (start: number, count: number) => Promise<readonly R[]>,
  version: number,
  first: number,
  last: number,
  count: number,
): { rowAt(index: number): R | undefined; stale: boolean; version: number } {
  const [loaded, setLoaded] = useState<Loaded<R>>({ version: -1, start: 0, rows: [] });
  useEffect(() => {
    if (last < first || count === 0) {
      if (loaded.version !== version || loaded.rows.length) setLoaded({ version, start: 0, rows: [] });
      return;
    }
    const end = Math.min(last + 1, count);
    if (loaded.version === version && loaded.start <= first && loaded.start + loaded.rows.length >= end) return;
    let cancelled = false;
    const start = Math.max(0, first - WINDOW_MARGIN);
    const size = Math.min(count, end + WINDOW_MARGIN) - start;
    fetchRows(start, size).then(
      (rows) => {
        if (!cancelled) startTransition(() => setLoaded({ version, start, rows }));
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [fetchRows, version, first, last, count, loaded]);
  return { rowAt: (index) => loaded.rows[index - loaded.start], stale: loaded.version !== version, version: loaded.version };
}
