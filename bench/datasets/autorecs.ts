/** Autorecs input: a list with five recommendations per entry, PLANNING and unscored entries mixed in. Seeded. */
import type { AutorecsInput } from '../../src/workers/autorecs';
import { mulberry32 } from '../../sim/world/random';
import { titleWords } from './import';

export function autorecsDataset(entries: number, seed = 99): AutorecsInput {
  const random = mulberry32(seed);
  const pool = entries * 4;
  const ids = new Set<number>();
  while (ids.size < entries) ids.add(1 + Math.floor(random() * pool));
  return {
    meanScore: 68.4,
    standardDeviation: 14.2,
    entries: [...ids].map((mediaId) => {
      const planning = random() < 0.15;
      return {
        mediaId,
        status: planning ? 'PLANNING' : 'COMPLETED',
        score: planning || random() < 0.2 ? 0 : 20 + Math.floor(random() * 81),
        media: {
          recommendations: {
            nodes: Array.from({ length: 5 }, () => {
              const id = 1 + Math.floor(random() * pool);
              return { rating: Math.floor(random() * 200) - 5, mediaRecommendation: { id, title: { romaji: titleWords(random, 1, 4) } } };
            }),
          },
        },
      };
    }),
  };
}
