/**
 * The site-stats page's random picks and activity rates (spec doc 3 §7 "Random picks", §9):
 * pure arithmetic, the random source injected so that tests can fix it.
 */

/** Spec doc 3 §9: 'Random picks 50 per page.' */
export const RANDOM_PICK_PER_PAGE = 50;
/** Spec doc 3 §9: the activity rate samples pages 1 to 20 of ten activities each. */
export const ACTIVITY_RATE_PER_PAGE = 10;
export const ACTIVITY_RATE_LAST_PAGE = 20;

/** Where the pick lives: the API page (1-based) and the position on it (0-based). */
export interface PickPosition {
  page: number;
  offset: number;
}

/**
 * A uniformly random item among `total`, as its page and offset at `perPage` a page; null when
 * there is nothing to pick. `random` returns a number in [0, 1), like Math.random.
 */
export function randomPickPosition(total: number, random: () => number, perPage = RANDOM_PICK_PER_PAGE): PickPosition | null {
  if (!Number.isFinite(total) || total < 1 || perPage < 1) return null;
  const count = Math.floor(total);
  const index = Math.min(count - 1, Math.floor(random() * count));
  return { page: Math.floor(index / perPage) + 1, offset: index % perPage };
}

/**
 * Activities per hour over the sample of pages 1 and `lastPageNumber` (spec: '199 activities
 * sampled over pages 1 to 20'): the number of gaps from the first item of page 1 to the last item
 * of the last page, over the hours between the newest and the oldest time seen (ids and times
 * need not agree exactly: an edited or imported activity can be out of order). With an empty last
 * page only page 1 counts. Null when there is no time span to divide by.
 */
export function activitiesPerHour(
  firstPage: readonly number[],
  lastPage: readonly number[],
  perPage = ACTIVITY_RATE_PER_PAGE,
  lastPageNumber = ACTIVITY_RATE_LAST_PAGE,
): number | null {
  const useLast = lastPage.length > 0;
  const sample = useLast ? [...firstPage, ...lastPage] : [...firstPage];
  const gaps = useLast ? (lastPageNumber - 1) * perPage + lastPage.length - 1 : firstPage.length - 1;
  if (firstPage.length === 0 || gaps < 1) return null;
  const seconds = Math.max(...sample) - Math.min(...sample);
  if (seconds <= 0) return null;
  return (gaps * 3600) / seconds;
}

/** Spec doc 3 §9: rates 'per hour to 1 decimal'. */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : rate.toFixed(1);
}
