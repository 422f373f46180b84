/**
 * Seeded MediaListCollection generators shaped like AniList's responses (algorithms.md §4
 * "Method"): status lists plus two custom lists duplicating about 15% of the entries, about 12
 * tags per media, 20% of entries with tagged notes and 3% with a `$…$` note command.
 */

import type { ListMedia, MediaListCollection, RawListEntry } from '../../src/lib/listEntries';
// The simulator's seeded PRNG: the same sequence for the same seed.
import { mulberry32 } from '../../sim/world/random';


export type Random = () => number;

export const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)];
export const int = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

const STATUSES = ['COMPLETED', 'COMPLETED', 'COMPLETED', 'CURRENT', 'PLANNING', 'PLANNING', 'PAUSED', 'DROPPED', 'REPEATING'] as const;
const FORMATS = ['TV', 'TV', 'TV', 'MOVIE', 'OVA', 'ONA', 'SPECIAL', 'TV_SHORT', 'MUSIC'];
const GENRES = ['Action', 'Adventure', 'Comedy', 'Drama', 'Ecchi', 'Fantasy', 'Horror', 'Mahou Shoujo', 'Mecha', 'Music', 'Mystery', 'Psychological', 'Romance', 'Sci-Fi', 'Slice of Life', 'Sports', 'Supernatural', 'Thriller'];
const TAGS = Array.from({ length: 300 }, (_, i) => `Tag ${i}`);
const NOTE_TAGS = ['#comfy', '#rewatch', '#Favourite', '#favourite', '#slice of life', '#dub', '#sub', '#bd', '#with friends', '#1st', '#cried'];
const WORDS = ['sky', 'blue', 'fire', 'night', 'story', 'hero', 'love', 'summer', 'dream', 'magic', 'school', 'star', 'ghost', 'sword', 'city', '"quoted"'];
const STUDIOS = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, name: `Studio ${i + 1}`, isAnimationStudio: i % 7 !== 0 }));

export interface ListOptions {
  readonly seed: number;
  readonly entries: number;
  /** Size of the id pool the entries are drawn from (>= entries). */
  readonly pool?: number;
  readonly type?: 'ANIME' | 'MANGA';
  readonly tagsPerMedia?: number;
  /** Staff credits per media; when set, media carry the staff query's `a`/`b` pages. */
  readonly staffPerMedia?: number;
  readonly staffPool?: number;
}

function title(random: Random, id: number): { romaji: string; english: string | null; native: string | null } {
  const words = Array.from({ length: int(random, 1, 4) }, () => pick(random, WORDS)).join(' ');
  return { romaji: `${words} ${id}`, english: random() < 0.6 ? `${words} (EN) ${id}` : null, native: random() < 0.8 ? `作品${id}` : null };
}

/** One media as the list query returns it. Deterministic per id and seed. */
export function generateMedia(random: Random, id: number, options: ListOptions): ListMedia {
  const manga = options.type === 'MANGA';
  const tagCount = options.tagsPerMedia ?? 12;
  const tags = new Set<string>();
  while (tags.size < tagCount) tags.add(TAGS[Math.floor(random() * (60 + (id % 240)))]);
  const airing = !manga && random() < 0.05;
  const media: ListMedia = {
    id,
    episodes: manga ? null : airing ? null : int(random, 1, 26),
    chapters: manga ? (random() < 0.8 ? int(random, 1, 400) : null) : null,
    volumes: manga ? (random() < 0.7 ? int(random, 1, 40) : null) : null,
    duration: manga ? null : pick(random, [24, 24, 24, 12, 5, 100, 45]),
    nextAiringEpisode: airing ? { episode: int(random, 1, 20) } : null,
    format: manga ? pick(random, ['MANGA', 'MANGA', 'NOVEL', 'ONE_SHOT']) : pick(random, FORMATS),
    title: title(random, id),
    tags: [...tags].map((name) => ({ name })),
    genres: Array.from(new Set(Array.from({ length: int(random, 1, 4) }, () => pick(random, GENRES)))),
    meanScore: int(random, 40, 90),
    averageScore: random() < 0.95 ? int(random, 40, 90) : null,
    popularity: int(random, 100, 400000),
    studios: manga ? null : { nodes: Array.from({ length: int(random, 1, 3) }, () => pick(random, STUDIOS)) },
  };
  if (options.staffPerMedia) {
    const pool = options.staffPool ?? 20000;
    const staff = Array.from({ length: options.staffPerMedia }, () => {
      const staffId = int(random, 1, pool);
      return { id: staffId, name: { first: `First${staffId}`, last: `Last${staffId}` } };
    });
    const half = Math.ceil(staff.length / 2);
    media.a = { nodes: staff.slice(0, half) };
    media.b = { nodes: staff.slice(half) };
  }
  return media;
}

function notes(random: Random): string | null {
  const roll = random();
  if (roll < 0.03) return `rewatched parts \${"adjust":${int(random, -2, 5)},"more":"1-${int(random, 2, 12)}x2","skip":"${int(random, 1, 3)}"}$`;
  if (roll < 0.23) return Array.from({ length: int(random, 1, 3) }, () => pick(random, NOTE_TAGS)).join(' ') + ' ' + pick(random, WORDS);
  if (roll < 0.3) return `just a note about ${pick(random, WORDS)}`;
  return null;
}

export function generateEntry(random: Random, mediaId: number, options: ListOptions): RawListEntry {
  const status = pick(random, STATUSES);
  const media = generateMedia(random, mediaId, options);
  const length = media.episodes ?? media.chapters ?? 12;
  const scored = status !== 'PLANNING' && random() < 0.75;
  return {
    mediaId,
    status,
    progress: status === 'COMPLETED' ? length : status === 'PLANNING' ? 0 : int(random, 0, length),
    progressVolumes: options.type === 'MANGA' ? int(random, 0, 20) : undefined,
    repeat: random() < 0.1 ? int(random, 1, 3) : random() < 0.002 ? 50000 : 0,
    notes: notes(random),
    scoreRaw: scored ? int(random, 10, 100) : 0,
    score: scored ? int(random, 1, 10) : 0,
    startedAt: { year: int(random, 2000, 2024), month: int(random, 1, 12), day: random() < 0.8 ? int(random, 1, 28) : null },
    media,
  };
}

/** Distinct media ids, sorted, drawn from 1..pool. */
export function drawIds(random: Random, count: number, pool: number): number[] {
  const ids = new Set<number>();
  while (ids.size < count) ids.add(int(random, 1, pool));
  return [...ids].sort((a, b) => a - b);
}

/**
 * A whole MediaListCollection: one list per status, then two custom lists with copies of
 * about 15% of the entries (some entries only in a custom list).
 */
export function generateCollection(options: ListOptions): MediaListCollection {
  const random = mulberry32(options.seed);
  const ids = drawIds(random, options.entries, Math.max(options.pool ?? options.entries * 3, options.entries));
  const entries = ids.map((id) => generateEntry(random, id, options));
  const byStatus = new Map<string, RawListEntry[]>();
  for (const entry of entries) {
    const list = byStatus.get(entry.status as string) ?? [];
    list.push(entry);
    byStatus.set(entry.status as string, list);
  }
  const custom1: RawListEntry[] = [];
  const custom2: RawListEntry[] = [];
  for (const entry of entries) {
    const roll = random();
    if (roll < 0.1) custom1.push({ ...entry });
    else if (roll < 0.15) custom2.push({ ...entry });
  }
  // Shuffle-ish: AniList sorts each list by its own order, not by id.
  const shuffle = <T>(values: T[]) => {
    for (let i = values.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [values[i], values[j]] = [values[j], values[i]];
    }
    return values;
  };
  return {
    lists: [
      ...[...byStatus].map(([status, list]) => ({ name: status, isCustomList: false, entries: shuffle(list) })),
      { name: 'Favourites of all time', isCustomList: true, entries: shuffle(custom1) },
      { name: 'Rewatch later', isCustomList: true, entries: shuffle(custom2) },
    ],
  };
}
