import { roundPlaces, sum } from './statistics';

/** The hint shown next to a compatibility figure. */
export const COMPATIBILITY_HINT = 'Lower is better. 0.8 - 1.1 is common';

export const COMPATIBILITY_GOOD_BELOW = 0.9;
export const COMPATIBILITY_BAD_ABOVE = 1.1;

export type CompatibilityTone = 'green' | 'red' | 'neutral';

/** Colour for a compatibility difference (lower is more alike). NaN gets no colour. */
export function compatibilityTone(difference: number): CompatibilityTone {
  if (difference < COMPATIBILITY_GOOD_BELOW) return 'green';
  if (difference > COMPATIBILITY_BAD_ABOVE) return 'red';
  return 'neutral';
}

/** Green under 0.9, red over 1.1, otherwise uncoloured (and for no figure). */
export function compatibilityColour(difference: number | null): 'green' | 'red' | null {
  if (difference === null || Number.isNaN(difference)) return null;
  const tone = compatibilityTone(difference);
  return tone === 'neutral' ? null : tone;
}

/** The profile shows 3 decimals; the following list 3 significant digits. Blank for none. */
export function formatCompatibility(difference: number | null, style: 'profile' | 'following'): string {
  if (difference === null || !Number.isFinite(difference)) return '';
  return style === 'profile' ? String(roundPlaces(difference, 3)) : difference.toPrecision(3);
}

/*
 * The figure itself (algorithms.md §1b "Compatibility figure"): here so that both the worker's
 * profile button and the stats page's "compatibility with all following" query use it.
 */

export interface ScoredEntry {
  readonly mediaId: number;
  /** The 100-point score; falsy = unrated. */
  readonly scoreRaw?: number | null;
}

export interface CompatibilityResult {
  /** null when it cannot be computed: fewer than 2 shared ratings, or a user with one constant score. */
  readonly difference: number | null;
  /** How many media both users rated. */
  readonly shared: number;
  /** Rated entries of each list. */
  readonly rated1: number;
  readonly rated2: number;
}

export function compatibility(list1: readonly ScoredEntry[], list2: readonly ScoredEntry[]): CompatibilityResult {
  const scores1 = new Map<number, number>();
  for (const entry of list1) if (entry.scoreRaw) scores1.set(entry.mediaId, entry.scoreRaw);
  const a: number[] = [];
  const b: number[] = [];
  let rated2 = 0;
  const seen2 = new Set<number>();
  for (const entry of list2) {
    if (!entry.scoreRaw || seen2.has(entry.mediaId)) continue;
    seen2.add(entry.mediaId);
    rated2++;
    const score1 = scores1.get(entry.mediaId);
    if (score1 !== undefined) {
      a.push(score1);
      b.push(entry.scoreRaw);
    }
  }
  return { difference: zScoreDifference(a, b), shared: a.length, rated1: scores1.size, rated2 };
}

/** (1/m)·Σ|(aᵢ−μa)/σa − (bᵢ−μb)/σb| with sample SDs; null where that is 0/0 or x/0. */
export function zScoreDifference(a: readonly number[], b: readonly number[]): number | null {
  const m = a.length;
  if (m < 2 || b.length !== m) return null;
  // m ≥ 2 here, so the means exist.
  const meanA = sum(a) / m;
  const meanB = sum(b) / m;
  const sdA = sampleSd(a, meanA);
  const sdB = sampleSd(b, meanB);
  if (!sdA || !sdB) return null;
  let total = 0;
  for (let i = 0; i < m; i++) total += Math.abs((a[i] - meanA) / sdA - (b[i] - meanB) / sdB);
  return total / m;
}

function sampleSd(values: readonly number[], average: number): number {
  let total = 0;
  for (const value of values) total += (value - average) ** 2;
  return Math.sqrt(total / (values.length - 1));
}

/** The following list keeps the results with a truthy difference, best (lowest) first. */
export function rankCompatibilities<T extends { readonly difference: number | null }>(results: readonly T[]): T[] {
  return results.filter((result) => !!result.difference).sort((x, y) => (x.difference as number) - (y.difference as number));
}

