import type { BenchJob } from '../types';
import { naiveStats } from '../baselines/stats';
import { generateStatsDataset, type StatsDataset } from '../datasets/stats';
import { animeItems, customTagTable, genreTable, staffTable, studioTable, tagTable, timeWatched } from '../../src/workers/stats';

function statsJob(size: 'realistic' | 'extreme', entries: number, staffPerMedia: number): BenchJob<StatsDataset> {
  return {
    name: 'stats tables',
    size,
    label: `${entries.toLocaleString('en')} entries × 12 tags, ${staffPerMedia} staff credits per media`,
    setup: () => generateStatsDataset({ seed: 13, entries, tagsPerMedia: 12, staffPerMedia }),
    run: ({ entries: list, staffEntries }) => {
      const items = animeItems(list);
      return {
        custom: customTagTable(items, 'anime', { negativeCustomList: true, globalCustomList: true }),
        tags: tagTable(items),
        genres: genreTable(items),
        staff: staffTable(items, staffEntries, 'anime'),
        studios: studioTable(items),
        time: timeWatched(items),
      };
    },
    baseline: ({ entries: list, staffEntries }) => naiveStats(list, staffEntries),
    target: size === 'realistic' ? '< 100 ms' : undefined,
  };
}

export const jobs: BenchJob[] = [statsJob('realistic', 3000, 25), statsJob('extreme', 11000, 50)] as BenchJob[];
