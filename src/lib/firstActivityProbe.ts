/**
 * The date of a user's first activity, checked against the activities that follow it by id
 * (spec doc 2 §7 "Stats page": first activity probes 15 following ids). AniList hands out
 * activity ids in the order activities are made, but a list activity keeps its id while AniList
 * merges the user's later updates into it and moves its date to the latest one. So the first
 * activity's own date can be later than when it was made; the ids after it were made after it,
 * and the earliest date among them bounds when it was made.
 */

/** How many ids after the first activity are probed. */
export const FOLLOWING_PROBES = 15;

/** The ids probed after `firstId`, in order. */
export function followingIds(firstId: number, count = FOLLOWING_PROBES): number[] {
  return Array.from({ length: count }, (_, i) => firstId + i + 1);
}

export interface ProbedDate {
  /** Seconds since the epoch: the earliest date the first activity can have been made on. */
  readonly createdAt: number;
  /** Set when a following id is older than the activity's own date: the id that says so. */
  readonly boundBy: number | null;
}

/**
 * The first activity's date after the probes: its own, unless an activity made after it
 * (a following id) carries an earlier date; dates of 0 (unknown) say nothing.
 */
export function probedDate(own: number, following: readonly { readonly id: number; readonly createdAt: number }[]): ProbedDate {
  let best: ProbedDate = { createdAt: own, boundBy: null };
  for (const activity of following) {
    if (activity.createdAt > 0 && activity.createdAt < best.createdAt) best = { createdAt: activity.createdAt, boundBy: activity.id };
  }
  return best;
}
