/**
 * The year slider's stepper: one year back or on, within the slider's range. With no year
 * chosen yet, either button starts at the current year (the one most lists are filtered to).
 */
export function stepYear(current: number | null, direction: 1 | -1, min: number, max: number, thisYear: number): number | null {
  if (!(min <= max)) return null;
  const next = current === null ? thisYear : current + direction;
  const bounded = Math.min(max, Math.max(min, next));
  return bounded === current ? null : bounded;
}

/** Where on the runway (0 to 1) the slider puts a year. */
export function yearRatio(year: number, min: number, max: number): number {
  return max > min ? (year - min) / (max - min) : 0;
}
