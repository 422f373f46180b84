import { startTransition, useEffect, useState } from 'react';

/** Lines fetched beyond the visible range on each side, so small scrolls need no request. */
const MARGIN = 40;

interface Held<T> {
  readonly version: number;
  readonly start: number;
  readonly lines: readonly T[];
}

/**
 * Asks for the lines in [first, last] (plus a margin) whenever they are not held for the current
 * version of the table. The previous lines stay on screen until the new ones arrive, so a sort
 * or a search never flashes an empty table.
 */
export function useLineWindow<T>(fetch: (start: number, count: number) => Promise<readonly T[]>, version: number, first: number, last: number, count: number) {
  const [held, setHeld] = useState<Held<T>>({ version: -1, start: 0, lines: [] });
  useEffect(() => {
    if (last < first || count === 0) {
      if (held.version !== version || held.lines.length) setHeld({ version, start: 0, lines: [] });
      return;
    }
    const end = Math.min(last + 1, count);
    if (held.version === version && held.start <= first && held.start + held.lines.length >= end) return;
    let cancelled = false;
    const start = Math.max(0, first - MARGIN);
    const size = Math.min(count, end + MARGIN) - start;
    fetch(start, size).then(
      (lines) => {
        if (!cancelled) startTransition(() => setHeld({ version, start, lines }));
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [fetch, version, first, last, count, held]);
  return { lineAt: (index: number): T | undefined => held.lines[index - held.start], stale: held.version !== version };
}
