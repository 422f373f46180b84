// Reading activities on a releasing manga, for the latest-chapter guess ('mangaGuess'): the
// generated world has no progress activities on releasing manga. Written after everything else,
// on its own random stream, so the rest of the world stays as it was.

import type { Random } from './random.ts';
import type { ListActivity, Media, WorldFixture } from './types.ts';

export const SEED_MANGA_GUESS_OFFSET = 12_012;

/** What was seeded, for tests: the manga with activities and what the consensus rule gives, and one without. */
export interface MangaGuessSeed {
  mangaId: number;
  /** the runner-up that enough readers agree on (the newest value, one reader's, is 9 ahead) */
  consensus: number;
  /** a releasing manga without any list activity */
  silentMangaId: number;
}

const releasing = (m: Media) => m.type === 'MANGA' && m.status === 'RELEASING' && !m.isAdult;

export function seedMangaGuess(fixture: WorldFixture, rng: Random): MangaGuessSeed | null {
  const withActivity = new Set(fixture.activities.flatMap((a) => (a.type === 'MANGA_LIST' ? [a.mediaId] : [])));
  const candidates = fixture.media.filter((m) => releasing(m) && !withActivity.has(m.id)).sort((a, b) => a.id - b.id);
  const readers = fixture.users.filter((u) => !u.private && u.name !== fixture.demoUserName);
  if (candidates.length < 2 || readers.length < 8) return null;
  const [manga, silent] = candidates;
  const b = rng.int(40, 180);
  const [u0, u1, u2, u3, u4, u5, u6, u7] = rng.sample(readers, 8).map((u) => u.id);
  // Newest first. Each reader counts once, with their newest activity that carries progress:
  // u1's older, larger value and u6's progress-less newest activity test that rule.
  const newestFirst: [number, string, string | null][] = [
    [u0, 'read chapter', String(b + 9)],
    [u1, 'read chapter', String(b)],
    [u6, 'plans to read', null],
    [u2, 'read chapter', `${b - 2} - ${b}`],
    [u3, 'read chapter', String(b)],
    [u4, 'read chapter', String(b)],
    [u1, 'read chapter', String(b + 30)],
    [u5, 'read chapter', String(b - 3)],
    [u6, 'read chapter', String(b - 5)],
    [u7, 'read chapter', String(b)],
  ];
  // Ids and dates below every generated activity, so that no feed's first page changes (feeds
  // sort by id, newest first); only their order within this manga matters.
  const lastId = Math.min(...fixture.activities.map((a) => a.id)) - 1;
  const oldest = Math.min(...fixture.activities.map((a) => a.createdAt));
  newestFirst.forEach(([userId, status, progress], i) => {
    const activity: ListActivity = {
      id: lastId - i,
      type: 'MANGA_LIST',
      userId,
      mediaId: manga.id,
      status,
      progress,
      likes: [],
      replies: [],
      isLocked: false,
      isPinned: false,
      subscribers: [],
      createdAt: oldest - 3600 * (i + 1) - rng.int(0, 600),
    };
    fixture.activities.push(activity);
  });
  return { mangaId: manga.id, consensus: b, silentMangaId: silent.id };
}

