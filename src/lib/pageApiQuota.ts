/**
 * The page interface's own share of the rate budget (docs/page-api.md "Quota"). Other scripts'
 * queries go with the member's sign-in through the script's one budget, so without a share of
 * their own a page script could spend the member's whole minute (seen: 150 queries fired at once,
 * 83 reached AniList within 10 s). Each tab's interface starts at most PAGE_API_QUERIES_PER_MINUTE
 * queries in any 60 s; the rest are answered "busy" at once, never queued, so what waits in the
 * budget's queue for the interface is bounded by the quota too. Pure: the clock is passed in.
 */

/**
 * A third of AniList's degraded limit (30 a minute, enforced in 2026; 90 nominal), so a page
 * script spending all it may still leaves the member's own pages two thirds of the minute.
 */
export const PAGE_API_QUERIES_PER_MINUTE = 10;
export const PAGE_API_QUOTA_WINDOW_MS = 60_000;

export interface PageApiQuota {
  /** Takes one query's place: true when it may go, else the ms until a place frees. */
  take(now: number): true | number;
}

export function createPageApiQuota(limit = PAGE_API_QUERIES_PER_MINUTE, windowMs = PAGE_API_QUOTA_WINDOW_MS): PageApiQuota {
  /** When the queries of the last window started, oldest first. */
  const started: number[] = [];
  return {
    take(now) {
      while (started.length > 0 && now - started[0]! >= windowMs) started.shift();
      if (started.length >= limit) return started[0]! + windowMs - now;
      started.push(now);
      return true;
    },
  };
}
