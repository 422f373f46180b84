/**
 * One benchmark job at one size. `npm run bench` (bench/run.ts) times `run` over the dataset
 * from `setup`, reports the median, and where `baseline` is given times it on the same data and
 * reports the ratio baseline/ours. Datasets come from seeded generators in bench/datasets/ so every
 * run measures the same work.
 */
export interface BenchJob<Data = unknown> {
  /** The job, e.g. 'merge list', 'compare', 'stats tables'. */
  readonly name: string;
  readonly size: 'realistic' | 'extreme';
  /** What the size means, e.g. '20 users × 3,000 entries'. */
  readonly label: string;
  setup(): Data;
  run(data: Data): unknown;
  /** The straightforward implementation we compare against (kept in bench/baselines/). */
  baseline?(data: Data): unknown;
  /** The target for this job, printed next to the result, e.g. '< 100 ms'. */
  readonly target?: string;
}
