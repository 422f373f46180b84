import type { BenchJob } from '../types';
import { checkerDataset } from '../datasets/checker';
import { checkerBaseline } from '../baselines/checker';
import { CHECKER_RULES, checkMediaPage, newCheckerRunState, type CheckerMedia } from '../../src/workers/checker';

function job(size: BenchJob['size'], count: number): BenchJob<CheckerMedia[]> {
  return {
    name: 'checker',
    size,
    label: `${count.toLocaleString('en')} media × all 40 rules`,
    setup: () => checkerDataset(count),
    run: (media) => checkMediaPage(media, CHECKER_RULES, 'ANIME', newCheckerRunState()),
    baseline: (media) => checkerBaseline(media),
    target: size === 'realistic' ? '< 100 ms' : undefined,
  };
}

export const jobs: BenchJob[] = [job('realistic', 1000), job('extreme', 20_000)] as BenchJob[];
