/**
 * Seeded input of the profile stats tables: the processed anime list (about 12 tags per media,
 * tagged notes, note commands, custom lists) and the processed staff list for the same media.
 */

import type { ProcessedEntry } from '../../src/lib/listEntries';
import { mergeProcessedList } from '../../src/workers/lists';
import { generateCollection } from './lists';

export interface StatsDataset {
  readonly entries: ProcessedEntry[];
  readonly staffEntries: ProcessedEntry[];
}

export interface StatsDatasetOptions {
  readonly seed: number;
  readonly entries: number;
  readonly tagsPerMedia: number;
  readonly staffPerMedia: number;
}

export function generateStatsDataset(options: StatsDatasetOptions): StatsDataset {
  const warn = console.warn;
  // The generated note commands are valid; silence stays honest if one ever is not.
  console.warn = () => {};
  try {
    const entries = mergeProcessedList(generateCollection({ seed: options.seed, entries: options.entries, tagsPerMedia: options.tagsPerMedia }));
    const staffEntries = mergeProcessedList(
      generateCollection({ seed: options.seed, entries: options.entries, tagsPerMedia: 0, staffPerMedia: options.staffPerMedia, staffPool: options.entries * 4 }),
    );
    return { entries, staffEntries };
  } finally {
    console.warn = warn;
  }
}
