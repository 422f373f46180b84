/**
 * Plain descriptive statistics. Empty input gives null rather than NaN, so a caller cannot
 * show "NaN" to a user by accident; it has to decide what an empty figure looks like.
 */

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

export function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return sum(values) / values.length;
}

/** Middle value; for an even count the mean of the two middle values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Most frequent value; on a tie, the tied value that appears first in the input. */
export function mode(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0];
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/** The pseudo-rating that pulls thinly rated groups towards the middle of the scale. */
export const WEIGHT_CENTRE = 41;

/**
 * Bayesian mean with one pseudo-rating of 41: (Σ scores + 41) / (k + 1) over the rated
 * (truthy) scores. Used only as an ordering key; tables still display the plain mean.
 * Unrated (0) scores are ignored, so a group with none gives exactly 41.
 */
export function weightedScore(scores: readonly number[]): number {
  let total = 0;
  let rated = 0;
  for (const score of scores) {
    if (score) {
      total += score;
      rated += 1;
    }
  }
  return (total + WEIGHT_CENTRE) / (rated + 1);
}

/** Math.round(x·10^p)/10^p: halves round toward +∞ and trailing zeros vanish ("7.5"). */
export function roundPlaces(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}
