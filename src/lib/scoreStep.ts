/**
 * The list page's score buttons (spec doc 3 §5 "Score +/-"): only the point formats, scores kept
 * within 1 and the format's maximum, steps of 1 (0.1 in the decimal format).
 */

export type PointFormat = 'POINT_100' | 'POINT_10_DECIMAL' | 'POINT_10';

const LIMITS: Readonly<Record<PointFormat, { max: number; step: number }>> = {
  POINT_100: { max: 100, step: 1 },
  POINT_10_DECIMAL: { max: 10, step: 0.1 },
  POINT_10: { max: 10, step: 1 },
};

export function isPointFormat(format: string): format is PointFormat {
  return Object.hasOwn(LIMITS, format);
}

/** Tenths are kept exact: 7.1 + 0.1 must give 7.2, not 7.199999. */
function tidy(value: number, format: PointFormat): number {
  return format === 'POINT_10_DECIMAL' ? Math.round(value * 10) / 10 : Math.round(value);
}

/**
 * The score after one press of + (direction 1) or - (direction -1), or null when the press
 * changes nothing (already at a bound). An unscored entry (0) starts at 1 with +; - does nothing.
 */
export function stepScore(score: number, format: PointFormat, direction: 1 | -1): number | null {
  const { max, step } = LIMITS[format];
  const current = Number.isFinite(score) ? score : 0;
  const next = tidy(current + direction * step, format);
  const bounded = Math.min(max, Math.max(1, next));
  if (direction < 0 && current <= 1) return null;
  if (direction > 0 && current >= max) return null;
  return bounded === current ? null : bounded;
}

/** The score as AniList's list rows write it: the bare number, tenths only when there are some. */
export function scoreText(score: number): string {
  return score ? String(score) : '';
}
