/** The follow-back check's comparison (spec doc 2 §2 "/user/{name}/social"; §9 the 600 limit). */

export interface FollowBackResult {
  /** Followed by the user, but not following them. */
  readonly notFollowingBack: string[];
  /** Following the user, but not followed by them. */
  readonly notFollowedBack: string[];
  /** More follows than the check can read (its answer may be wrong). */
  readonly inaccurate: boolean;
}

/**
 * Compares the two lists by name (case-insensitively, as AniList's names are unique that way),
 * keeping each list's order. `limit` is how many names the check reads; totals above it, or a
 * list that filled it, make the answer inaccurate.
 */
export function followBack(
  following: readonly string[],
  followers: readonly string[],
  limit: number,
  totals: { following?: number | null; followers?: number | null } = {},
): FollowBackResult {
  const followerSet = new Set(followers.map((name) => name.toLowerCase()));
  const followingSet = new Set(following.map((name) => name.toLowerCase()));
  const over = (total: number | null | undefined, read: number) => (typeof total === 'number' ? total > limit : read >= limit);
  return {
    notFollowingBack: following.filter((name) => !followerSet.has(name.toLowerCase())),
    notFollowedBack: followers.filter((name) => !followingSet.has(name.toLowerCase())),
    inaccurate: over(totals.following, following.length) || over(totals.followers, followers.length),
  };
}

/** spec doc 2 §8: a follower or following count that failed. */
export const FAILED_COUNT = '65536+';

export function countText(total: number | null | undefined): string {
  return typeof total === 'number' && Number.isFinite(total) && total >= 0 ? total.toLocaleString('en-US') : FAILED_COUNT;
}
