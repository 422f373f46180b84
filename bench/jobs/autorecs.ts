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
    target: size === 'realistic' ? '< 100 ms' : undefined,
  };
}

export const jobs: BenchJob[] = [job('realistic', 1000), job('extreme', 5000)] as BenchJob[];
