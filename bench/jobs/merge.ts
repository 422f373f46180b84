import type { BenchJob } from '../types';
import { spliceMerge } from '../baselines/merge';
import { generateCollection } from '../datasets/lists';
import { mergeProcessedList } from '../../src/workers/lists';
import type { MediaListCollection } from '../../src/lib/listEntries';

function mergeJob(size: 'realistic' | 'extreme', entries: number): BenchJob<MediaListCollection> {
  return {
    name: 'merge list',
    size,
    label: `${entries.toLocaleString('en')} entries + 2 custom lists (~15% duplicated)`,
    setup: () => generateCollection({ seed: 11, entries }),
    run: (collection) => mergeProcessedList(collection),
    baseline: (collection) => spliceMerge(collection),
    target: size === 'realistic' ? '< 100 ms' : undefined,
  };
}

export const jobs: BenchJob[] = [mergeJob('realistic', 1500), mergeJob('extreme', 11000)] as BenchJob[];
