/**
 * Seeded compare-table input: N users' raw, de-duplicated lists as the compare query returns
 * them (score in each user's own format, favourites), drawn from a shared pool of media ids.
 */

import type { CompareEntry, CompareUserList } from '../../src/workers/compare';
import { mulberry32 } from '../../sim/world/random';
import { drawIds, int, pick, type Random } from './lists';

const FORMATS = ['POINT_100', 'POINT_10_DECIMAL', 'POINT_10', 'POINT_5', 'POINT_3'] as const;
const STATUSES = ['COMPLETED', 'COMPLETED', 'COMPLETED', 'CURRENT', 'PLANNING', 'PLANNING', 'PAUSED', 'DROPPED', 'REPEATING'];
const ANIME_FORMATS = ['TV', 'TV', 'TV', 'MOVIE', 'OVA', 'ONA', 'SPECIAL', 'TV_SHORT', 'MUSIC'];
const WORDS = ['sky', 'blue', 'fire', 'night', 'story', 'hero', 'love', 'summer', 'dream', 'magic', 'Ōkami', '"quoted"'];

export interface CompareDatasetOptions {
  readonly seed: number;
  readonly users: number;
  readonly entriesPerUser: number;
  /** Media id pool; the realistic case (20 × 3,000 from 12,000) gives about 11,900 rows. */
  readonly pool: number;
}

function scoreIn(random: Random, format: (typeof FORMATS)[number]): number {
  if (random() < 0.25) return 0;
  switch (format) {
    case 'POINT_100':
      return int(random, 10, 100);
    case 'POINT_10_DECIMAL':
      return int(random, 10, 100) / 10;
    case 'POINT_10':
      return int(random, 1, 10);
    case 'POINT_5':
      return int(random, 1, 5);
    case 'POINT_3':
      return int(random, 1, 3);
  }
}

export function generateCompareUsers(options: CompareDatasetOptions): CompareUserList[] {
  const random = mulberry32(options.seed);
  const mediaOf = new Map<number, CompareEntry['media']>();
  const media = (id: number) => {
    let found = mediaOf.get(id);
    if (!found) {
      const words = Array.from({ length: int(random, 1, 4) }, () => pick(random, WORDS)).join(' ');
      found = {
        episodes: random() < 0.9 ? int(random, 1, 26) : null,
        chapters: null,
        format: pick(random, ANIME_FORMATS),
        title: { romaji: `${words} ${id}`, english: random() < 0.5 ? `${words} EN ${id}` : null, native: `作品${id}` },
        averageScore: random() < 0.95 ? int(random, 40, 90) : null,
        popularity: int(random, 100, 400000),
      };
      mediaOf.set(id, found);
    }
    return found;
  };
  return Array.from({ length: options.users }, (_, u) => {
    const scoreFormat = pick(random, FORMATS);
    const ids = drawIds(random, options.entriesPerUser, options.pool);
    const entries: CompareEntry[] = ids.map((id) => ({
      mediaId: id,
      status: pick(random, STATUSES),
      progress: int(random, 0, 26),
      score: scoreIn(random, scoreFormat),
      media: media(id),
    }));
    const favourites = Array.from({ length: 75 }, () => pick(random, ids));
    return { name: `User${u + 1}`, scoreFormat, favourites, entries };
  });
}
