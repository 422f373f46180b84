import { useEffect, useState } from 'react';

/**
 * How many of a long list's entries to draw: `first` at once, then `step` more in each later
 * task until all are drawn (Infinity from then on, so a list that grows later, as a filter is
 * cleared, is drawn whole at once). Splits a first render that would be one long task.
 */
export function useRevealedCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  const done = count >= total;
  useEffect(() => {
    if (done) return;
    // A task of its own (not a frame): the browser paints what is drawn so far in between.
    const timer = setTimeout(() => setCount((shown) => (shown + step >= total ? Number.POSITIVE_INFINITY : shown + step)), 0);
    return () => clearTimeout(timer);
  }, [count, done, step, total]);
  return count;
}
