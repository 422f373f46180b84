/**
 * Where a user stands in AniList's ranking of users by time watched (or chapters read): the
 * ranking is only readable page by page, so the search starts far down (spec doc 2 §9: page 1000
 * for anime, 500 for manga, 50 a page), doubles while it has not passed the user, then halves
 * the interval, comparing the user's own total with each page's first and last.
 */

export const RANK_START_PAGE = { ANIME: 1000, MANGA: 500 } as const;
export const RANK_PER_PAGE = 50;
/** More than enough for any real ranking (2^20 pages); a guard against a ranking that moves while read. */
const MAX_TRIES = 40;

export interface Ranked {
  readonly name: string;
  /** Minutes watched or chapters read: the ranking's key, highest first. */
  readonly value: number;
}

export interface RankFound {
  readonly rank: number;
  readonly page: number;
}

export async function findRank(
  target: Ranked,
  startPage: number,
  fetchPage: (page: number) => Promise<readonly Ranked[]>,
  perPage = RANK_PER_PAGE,
): Promise<RankFound | null> {
  const wanted = target.name.toLowerCase();
  const tried = new Set<number>();
  const look = async (page: number) => {
    tried.add(page);
    const users = await fetchPage(page);
    const index = users.findIndex((user) => user.name.toLowerCase() === wanted);
    return { users, found: index >= 0 ? { rank: (page - 1) * perPage + index + 1, page } : null };
  };
  let low = 1;
  let high = Infinity;
  let page = Math.max(1, startPage);
  for (let tries = 0; tries < MAX_TRIES && low <= high && !tried.has(page); tries++) {
    const { users, found } = await look(page);
    if (found) return found;
    if (users.length === 0) high = page - 1;
    else if (users[users.length - 1].value > target.value) low = page + 1;
    else if (users[0].value < target.value) high = page - 1;
    else {
      // The user's total is within this page's but they are not on it: equal totals spill over.
      for (const next of [page - 1, page + 1]) {
        if (next < 1 || tried.has(next)) continue;
        const near = await look(next);
        if (near.found) return near.found;
      }
      return null;
    }
    page = high === Infinity ? page * 2 : Math.floor((low + high) / 2);
  }
  return null;
}
