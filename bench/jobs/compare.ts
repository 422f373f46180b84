import type { BenchJob } from '../types';
import { naiveBuild, naiveRedraw, type NaiveTable } from '../baselines/compare';
import { generateCompareUsers } from '../datasets/compare';
import type { CompareOptions } from '../../src/lib/compareOptions';
import { CompareModel, type CompareUserList } from '../../src/workers/compare';

const WINDOW = 50;

interface Sizes {
  users: number;
  entries: number;
  pool: number;
}

const REALISTIC: Sizes = { users: 20, entries: 3000, pool: 12000 };
const EXTREME: Sizes = { users: 50, entries: 11000, pool: 20000 };

const label = (s: Sizes) => `${s.users} users × ${s.entries.toLocaleString('en')} entries (${s.pool.toLocaleString('en')}-id pool)`;

/** Build rows for every user, then sort, digest, filter and the first window, as on page load. */
function buildJob(size: 'realistic' | 'extreme', sizes: Sizes): BenchJob<CompareUserList[]> {
  return {
    name: 'compare build',
    size,
    label: label(sizes),
    setup: () => generateCompareUsers({ seed: 5, users: sizes.users, entriesPerUser: sizes.entries, pool: sizes.pool }),
    run: (users) => {
      const model = new CompareModel({ type: 'ANIME' });
      for (const user of users) model.addUser(user);
      return [model.rowWindow(0, WINDOW), model.summary()];
    },
    baseline: (users) => naiveRedraw(naiveBuild(users), 'average', 1).slice(0, WINDOW),
    target: size === 'realistic' ? '< 100 ms' : '< 1 s',
  };
}

/** A user changing the view: digest, sort by a user, a filter, back to a sorted digest. */
const CHANGES: Partial<CompareOptions>[] = [
  { digest: 'median' },
  { sort: { by: 'user', user: 'User2', inverse: false } },
  { digest: 'stdDeviation', sort: { by: 'digest', inverse: true } },
  { minRatings: 3 },
  { digest: 'average', sort: { by: 'digest', inverse: false }, minRatings: 1 },
];

interface ChangeData {
  model: CompareModel;
  naive: NaiveTable;
}

function changeJob(size: 'realistic' | 'extreme', sizes: Sizes): BenchJob<ChangeData> {
  return {
    name: 'compare change digest/sort',
    size,
    label: `${label(sizes)}, ${CHANGES.length} changes`,
    setup: () => {
      const users = generateCompareUsers({ seed: 5, users: sizes.users, entriesPerUser: sizes.entries, pool: sizes.pool });
      const model = new CompareModel({ type: 'ANIME' });
      for (const user of users) model.addUser(user);
      return { model, naive: naiveBuild(users) };
    },
    run: ({ model }) => {
      const windows = [];
      for (const change of CHANGES) {
        model.setOptions(change);
        windows.push(model.rowWindow(0, WINDOW), model.summary());
      }
      return windows;
    },
    baseline: ({ naive }) => {
      const digests = ['median', 'median', 'stdDeviation', 'stdDeviation', 'average'] as const;
      const minRatings = [1, 1, 1, 3, 1];
      return digests.map((digest, i) => naiveRedraw(naive, digest, minRatings[i]));
    },
    target: size === 'realistic' ? '< 100 ms' : '< 1 s',
  };
}

export const jobs: BenchJob[] = [
  buildJob('realistic', REALISTIC),
  buildJob('extreme', EXTREME),
  changeJob('realistic', REALISTIC),
  changeJob('extreme', EXTREME),
] as BenchJob[];
