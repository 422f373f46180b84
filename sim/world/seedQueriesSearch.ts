// Seeds for the search tools of the 'Various queries' panel (issue 15, group A). First activity
// probes the 15 activity ids after a user's first one (spec doc 2 §7 "Stats page"): AniList keeps
// a list activity's id while it merges later updates into it and moves its date, so the first
// activity's own date can be later than the activities made after it. Here one member's first
// activity is such a merged one, followed by 15 ids of other members' activities made before its
// date, one of them deleted (a gap the probe finds empty). Written last, with its own random
// stream, with ids below all others and dates older than all others (AniList's ids grow with time).
import type { Random } from './random.ts';
import { NOTABLE_USERS } from './generateUsers.ts';
import { CHECKER_USER } from './seedChecker.ts';
import { EMBEDS_SEED } from './seedEmbeds.ts';
import { MODERATION_USER } from './seedModeration.ts';
import { VARIOUS_QUERIES_USER } from './seedVariousQueries.ts';
import type { ListActivity, WorldFixture } from './types.ts';

/** Members other seeds and tests count on: they get no new activities here. */
const SPOKEN_FOR = new Set<string>([...Object.values(NOTABLE_USERS), CHECKER_USER, MODERATION_USER, VARIOUS_QUERIES_USER, EMBEDS_SEED.author]);

export const QUERIES_SEARCH_SEED_OFFSET = 0x5ea4c4;

/** The following ids probed by First activity, of which one is missing (deleted). */
export const PROBED_IDS = 15;
export const DELETED_PROBE = 7;

const HOUR = 3_600;
const DAY = 24 * HOUR;

export function seedQueriesSearch(fixture: WorldFixture, rng: Random): void {
  const anime = new Set(fixture.media.filter((m) => m.type === 'ANIME').map((m) => m.id));
  const animeOf = (userId: number) => fixture.listEntries.filter((e) => e.userId === userId && anime.has(e.mediaId));
  // A member with an anime list; with the lowest id, the merged activity is their first.
  const free = fixture.users.filter((u) => !u.private && !SPOKEN_FOR.has(u.name) && u.blocked.length === 0 && animeOf(u.id).length > 0);
  if (free.length < 2) return;
  const owner = rng.pick(free);
  const others = free.filter((u) => u.id !== owner.id);
  const lowestId = Math.min(...fixture.activities.map((a) => a.id));
  const oldest = Math.min(...fixture.activities.map((a) => a.createdAt));
  const start = oldest - 30 * DAY;
  const listActivity = (id: number, userId: number, createdAt: number, status: string, progress: string | null): ListActivity => {
    const entry = rng.pick(animeOf(userId));
    return { id, type: 'ANIME_LIST', userId, mediaId: entry.mediaId, status, progress, likes: [], replies: [], isLocked: false, isPinned: false, subscribers: [], createdAt };
  };
  const firstId = lowestId - PROBED_IDS - 1;
  // Merged: made first, dated by its last update, a day after the ids that follow it.
  fixture.activities.push(listActivity(firstId, owner.id, start + DAY + PROBED_IDS * HOUR, 'watched episode', '1 - 4'));
  for (let k = 1; k <= PROBED_IDS; k++) {
    if (k === DELETED_PROBE) continue;
    const author = rng.pick(others);
    fixture.activities.push(listActivity(firstId + k, author.id, start + k * HOUR, 'completed', null));
  }
}
