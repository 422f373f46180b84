/**
 * The compatibility figure (profile "Compatibility" button, "compatibility with all following"
 * query; algorithms.md §1b): the mean absolute difference of the two users' z-scores over the
 * media both rated. Lower is more alike.
 */

// The figure, its colour and its text are lib/compatibility.ts (the page shows them too).
export {
  COMPATIBILITY_BAD_ABOVE,
  COMPATIBILITY_GOOD_BELOW,
  COMPATIBILITY_HINT,
  compatibility,
  compatibilityColour,
  formatCompatibility,
  rankCompatibilities,
  zScoreDifference,
  type CompatibilityResult,
  type ScoredEntry,
} from '../../lib/compatibility';

export interface VennLayout {
  /** Radii as fractions of the unit (the canvas draws them ×50 px). */
  readonly r1: number;
  readonly r2: number;
  /** Distance between the centres, same unit. */
  readonly distance: number;
}

/**
 * Two circles whose areas are proportional to the rated list sizes, placed so that their lens
 * has the area of the shared part (bisection to 1% of r1 + r2).
 */
export function vennLayout(size1: number, size2: number, shared: number): VennLayout | null {
  const total = size1 + size2;
  if (total <= 0) return null;
  const r1 = Math.sqrt(size1 / total);
  const r2 = Math.sqrt(size2 / total);
  if (shared === 0) return { r1, r2, distance: r1 + r2 };
  if (shared >= Math.min(size1, size2)) return { r1, r2, distance: Math.abs(r1 - r2) };
  const target = (Math.PI * shared) / total;
  let low = Math.abs(r1 - r2);
  let high = r1 + r2;
  while (high - low >= (r1 + r2) / 100) {
    const middle = (low + high) / 2;
    // The lens shrinks as the circles move apart.
    if (lensArea(r1, r2, middle) > target) low = middle;
    else high = middle;
  }
  return { r1, r2, distance: (low + high) / 2 };
}

/** Area of the intersection of two circles of radii r1, r2 whose centres are d apart. */
export function lensArea(r1: number, r2: number, d: number): number {
  if (d >= r1 + r2) return 0;
  if (d <= Math.abs(r1 - r2)) return Math.PI * Math.min(r1, r2) ** 2;
  const part1 = r1 * r1 * Math.acos((d * d + r1 * r1 - r2 * r2) / (2 * d * r1));
  const part2 = r2 * r2 * Math.acos((d * d + r2 * r2 - r1 * r1) / (2 * d * r2));
  const triangle = 0.5 * Math.sqrt((-d + r1 + r2) * (d + r1 - r2) * (d - r1 + r2) * (d + r1 + r2));
  return part1 + part2 - triangle;
}
