/**
 * The compare table's digest column (algorithms.md §1b "Digest modes", spec doc 2 §5; the modes
 * and their labels: lib/compareOptions.ts).
 * A digest summarises one row across the users: R is the multiset of truthy normalised scores.
 * null means "no value" (only $Score and $Popularity can be null); it sorts as 0 and shows blank.
 */

import type { DigestMode } from '../../lib/compareOptions';
import { average, median, roundPlaces, sum } from '../../lib/statistics';

/** Everything one row contributes to a digest. */
export interface DigestInput {
  /** The truthy normalised scores (R); callers may pass a reused scratch array. */
  readonly ratings: readonly number[];
  readonly planning: number;
  /** CURRENT and REPEATING. */
  readonly current: number;
  readonly favourites: number;
  readonly popularity: number | null;
  readonly averageScore: number | null;
}

export function computeDigest(mode: DigestMode, row: DigestInput): number | null {
  const r = row.ratings;
  const n = r.length;
  switch (mode) {
    case 'average':
      return average(r) ?? 0;
    case 'median':
      // The lower and upper middle elements' mean, which is the plain median.
      return median(r) ?? 0;
    case 'average0':
      return sum(r) / (n + 1);
    case 'minimum':
      return n ? Math.min(...r) : 0;
    case 'maximum':
      return n ? Math.max(...r) : 0;
    case 'difference':
      return n ? Math.max(...r) - Math.min(...r) : 0;
    case 'stdDeviation':
      return n ? Math.sqrt(meanDeviation(r, (d) => d * d)) : 0;
    case 'absDeviation':
      // Decided: the plain mean absolute deviation (8.80 took its square root by mistake).
      return n ? meanDeviation(r, Math.abs) : 0;
    case 'ratings':
      return n;
    case 'planning':
      return row.planning;
    case 'current':
      return row.current;
    case 'favourites':
      return row.favourites;
    case 'popularity':
      return row.popularity ?? null;
    case 'score':
      return row.averageScore ?? null;
    case 'scoreDiff':
      // Negative when nobody rated: the average is then 0.
      return row.averageScore ? (average(r) ?? 0) - row.averageScore : 0;
  }
}

/** Called with at least one value. */
function meanDeviation(values: readonly number[], measure: (difference: number) => number): number {
  const mean = sum(values) / values.length;
  let total = 0;
  for (let i = 0; i < values.length; i++) total += measure(values[i] - mean);
  return total / values.length;
}

/** Fractions shown as symbols, in the order they are tried. */
const FRACTIONS: readonly (readonly [number, string])[] = [
  [1 / 2, '½'],
  [1 / 3, '⅓'],
  [1 / 4, '¼'],
  [3 / 4, '¾'],
  [2 / 3, '⅔'],
  [1 / 6, '⅙'],
  [5 / 6, '⅚'],
  [1 / 7, '⅐'],
];

/**
 * The digest cell: blank for 0, null or NaN; otherwise 3 decimals, or "N symbol" when the
 * fractional part is within 1e-4 of a common fraction. Negative values never get a symbol
 * (their remainder is negative).
 */
export function formatDigest(digest: number | null | undefined): string {
  if (!digest || !Number.isFinite(digest)) return '';
  const fraction = digest % 1;
  for (const [value, symbol] of FRACTIONS) {
    if (Math.abs(fraction - value) < 1e-4) return `${Math.floor(digest)} ${symbol}`;
  }
  return String(roundPlaces(digest, 3));
}
