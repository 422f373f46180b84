import type { BenchJob } from '../types';
import { importDataset, type ImportCase } from '../datasets/import';
import { levenshteinTable } from '../baselines/levenshtein';
import { buildReviewList, rankCandidates, type DistanceFn, type ImportItem } from '../../src/workers/importMatch';

/** Score every title's candidates and build the review list once (worst first). */
function matchAll(cases: readonly ImportCase[], lev?: DistanceFn) {
  const matched = cases.map(({ name, hits }) => {
    const item: ImportItem = { kind: 'search', name, entries: [{ name, status: 'watched', rating: 0, times: 0, eps: 0, ch: 0, vol: 0 }] };
    return { item, candidates: rankCandidates(name, hits, lev) };
  });
  return buildReviewList(matched);
}

function job(size: BenchJob['size'], titles: number): BenchJob<ImportCase[]> {
  return {
    name: 'import matching',
    size,
    label: `${titles.toLocaleString('en')} titles × 5 candidates`,
    setup: () => importDataset(titles, 5),
    run: (cases) => matchAll(cases),
    baseline: (cases) => matchAll(cases, levenshteinTable),
    target: size === 'realistic' ? '< 100 ms, ≥ 3× baseline' : '≥ 3× baseline',
  };
}

export const jobs: BenchJob[] = [job('realistic', 500), job('extreme', 2000)] as BenchJob[];
