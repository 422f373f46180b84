/**
 * Checker input: media with every field the 40 rules read, mostly clean with a sprinkling of the
 * defects the rules look for, and non-null descriptions of realistic length. Seeded.
 */
import type { CheckerMedia } from '../../src/workers/checker';
import { mulberry32 } from '../../sim/world/random';
import { titleWords } from './import';
import { pick } from './lists';

const GENRES = ['Action', 'Adventure', 'Comedy', 'Drama', 'Fantasy', 'Romance', 'Sci-Fi', 'Slice of Life', 'Isekai'];
const TAGS = ['Shounen', 'Seinen', 'Kids', 'Survival', 'Time Travel', 'Male Protagonist', 'School', 'Magic', 'Robots'];
const FORMATS = ['TV', 'TV', 'TV', 'TV_SHORT', 'MOVIE', 'OVA', 'ONA', 'SPECIAL'];
const STATUSES = ['FINISHED', 'FINISHED', 'FINISHED', 'RELEASING', 'NOT_YET_RELEASED'];
const SOURCES = ['MANGA', 'LIGHT_NOVEL', 'ORIGINAL', 'OTHER', 'NOVEL', null];
const RELATION_TYPES = ['SOURCE', 'SEQUEL', 'PREQUEL', 'ADAPTATION'];
const DESCRIPTION_EXTRAS = ['', '', '', '', ' It&#39s back.', ' The best animes of the year.', ' A sequel was announced.', ' Season 2 TBA.'];

function maybe<T>(random: () => number, chance: number, value: T): T | null {
  return random() < chance ? value : null;
}

function date(random: () => number, fromYear: number) {
  return { year: maybe(random, 0.97, fromYear + Math.floor(random() * 40)), month: maybe(random, 0.9, 1 + Math.floor(random() * 12)), day: maybe(random, 0.85, 1 + Math.floor(random() * 28)) };
}

export function checkerDataset(count: number, seed = 777): CheckerMedia[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, i): CheckerMedia => {
    const romaji = titleWords(random, 1, 6) + (random() < 0.02 ? '  2' : '');
    const start = date(random, 1960);
    const description = Array.from({ length: 20 + Math.floor(random() * 150) }, () => titleWords(random, 1, 1)).join(' ')
      + pick(random, DESCRIPTION_EXTRAS);
    return {
      id: i + 1,
      idMal: maybe(random, 0.9, 1 + Math.floor(random() * count)),
      type: 'ANIME',
      format: pick(random, FORMATS),
      status: pick(random, STATUSES),
      title: { romaji, native: maybe(random, 0.9, '進撃の巨人' + (random() < 0.05 ? '☆' : '')), english: maybe(random, 0.6, romaji.toUpperCase()) },
      startDate: start,
      endDate: date(random, 1960),
      tags: Array.from({ length: Math.floor(random() * 12) }, () => ({ name: pick(random, TAGS), rank: Math.floor(random() * 100) })),
      genres: Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(random, GENRES)),
      bannerImage: maybe(random, 0.7, 'https://img/banner.jpg'),
      chapters: null,
      volumes: null,
      episodes: maybe(random, 0.9, 1 + Math.floor(random() * 60)),
      duration: maybe(random, 0.9, 3 + Math.floor(random() * 120)),
      source: pick(random, SOURCES),
      isAdult: random() < 0.05,
      hashtag: maybe(random, 0.3, '#tag'),
      synonyms: Array.from({ length: Math.floor(random() * 3) }, () => (random() < 0.05 ? romaji : titleWords(random, 1, 4))),
      description,
      coverImage: { large: 'https://img/l.jpg', extraLarge: random() < 0.1 ? 'https://img/l.jpg' : 'https://img/xl.jpg' },
      studios: { nodes: Array.from({ length: Math.floor(random() * 3) }, () => ({ id: 1 + Math.floor(random() * 50) })) },
      relations: {
        edges: Array.from({ length: Math.floor(random() * 4) }, () => ({
          relationType: pick(random, RELATION_TYPES),
          node: { id: Math.floor(random() * count), format: pick(random, ['MANGA', 'NOVEL', 'TV']), startDate: random() < 0.1 ? start : date(random, 1960) },
        })),
      },
    };
  });
}
