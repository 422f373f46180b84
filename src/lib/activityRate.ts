/**
 * The activity rate (spec doc 3 §7 "Random picks", §9): the newest ten activities of page 1 and
 * the ten of page 20 span 199 activities; their time apart gives activities per hour. The same
 * for status posts and for messages. Pure: times in unix seconds, newest first.
 */

/** Activities per sampled page (spec doc 3 §7: "ten each"). */
export const RATE_PAGE_SIZE = 10;
/** The far page of the sample (spec doc 3 §7: "pages 1 and 20"). */
export const RATE_LAST_PAGE = 20;

/**
 * Items per hour from the newest items of page 1 and those of page `lastPage`, both newest first.
 * When the far page is empty (fewer items exist), page 1 alone is the sample. Null when fewer
 * than two items or no time between them.
 */
export function ratePerHour(first: readonly number[], last: readonly number[], pageSize = RATE_PAGE_SIZE, lastPage = RATE_LAST_PAGE): number | null {
  if (first.length === 0) return null;
  const newest = first[0];
  let oldest: number;
  let intervals: number;
  if (last.length > 0) {
    oldest = last[last.length - 1];
    intervals = (lastPage - 1) * pageSize + last.length - 1;
  } else {
    oldest = first[first.length - 1];
    intervals = first.length - 1;
  }
  const seconds = newest - oldest;
  if (intervals <= 0 || seconds <= 0) return null;
  return (intervals / seconds) * 3600;
}

/** Activities per hour as shown: whole. */
export function formatActivityRate(rate: number | null): string {
  return rate === null ? '?' : String(Math.round(rate));
}

/** Status posts and messages per hour as shown: to 1 decimal. */
export function formatPostRate(rate: number | null): string {
  return rate === null ? '?' : rate.toFixed(1);
}
