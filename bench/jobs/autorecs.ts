import type { BenchJob } from '../types';
import { autorecsDataset } from '../datasets/autorecs';
import { autorecsBaseline } from '../baselines/autorecs';
import { computeAutorecs, type AutorecsInput } from '../../src/workers/autorecs';

function job(size: BenchJob['size'], entries: number): BenchJob<AutorecsInput> {
  return {
    name: 'autorecs',
    size,
    label: `${entries.toLocaleString('en')} entries × 5 recommendations`,
    setup: () => autorecsDataset(entries),
    run: (input) => computeAutorecs(input),
    baseline: (input) => autorecsBaseline(input),
    // The answer once the list has arrived (issue 15: 5,000 entries within 100 ms of its data).
    target: '< 100 ms',
  };
}

export const jobs: BenchJob[] = [job('realistic', 1000), job('extreme', 5000)] as BenchJob[];
