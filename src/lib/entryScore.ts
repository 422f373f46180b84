/**
 * The score editor's rules (spec doc 2, validation "Score editor", states "Score editor"): which
 * score formats are editable, their bounds and step, and how a typed or stepped value is checked.
 * A value outside the bounds is clamped for display and must not be saved.
 */

export type EditableScoreFormat = 'POINT_100' | 'POINT_10' | 'POINT_10_DECIMAL';

export interface ScoreBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

const BOUNDS: Readonly<Record<EditableScoreFormat, ScoreBounds>> = {
  POINT_100: { min: 1, max: 100, step: 1 },
  POINT_10: { min: 1, max: 10, step: 1 },
  POINT_10_DECIMAL: { min: 1, max: 10, step: 0.1 },
};

/** The bounds of an editable format, or null: POINT_5, POINT_3 and unknown formats are read-only. */
export function scoreBounds(format: string | null | undefined): ScoreBounds | null {
  return format && Object.hasOwn(BOUNDS, format) ? BOUNDS[format as EditableScoreFormat] : null;
}

/** List statuses under which the editor shows (Reading/Watching, Completed, Paused, Repeating, Dropped). */
export const ENTRY_SCORE_STATUSES: ReadonlySet<string> = new Set(['CURRENT', 'COMPLETED', 'PAUSED', 'REPEATING', 'DROPPED']);

export function entryScoreShown(status: string | null | undefined): boolean {
  return status !== null && status !== undefined && ENTRY_SCORE_STATUSES.has(status);
}

/** What to do with a proposed score: save it, or show the clamped value without saving. */
export type ScoreCheck =
  | { readonly kind: 'save'; readonly value: number }
  | { readonly kind: 'clamped'; readonly value: number }
  | { readonly kind: 'invalid' };

/** Rounds to the format's step (0.1 steps without binary noise: 7.3, never 7.300000000000001). */
export function roundToStep(value: number, step: number): number {
  const decimals = step < 1 ? 1 : 0;
  const factor = 10 ** decimals;
  return Math.round(Math.round(value / step) * step * factor) / factor;
}

/** Checks a proposed score against the bounds; out of bounds gives the nearest bound, unsaved. */
export function checkScore(value: number, bounds: ScoreBounds): ScoreCheck {
  if (!Number.isFinite(value)) return { kind: 'invalid' };
  const rounded = roundToStep(value, bounds.step);
  if (rounded < bounds.min) return { kind: 'clamped', value: bounds.min };
  if (rounded > bounds.max) return { kind: 'clamped', value: bounds.max };
  return { kind: 'save', value: rounded };
}

/** Parses typed text ("7,5" is read as 7.5) and checks it; empty or non-numeric text is invalid. */
export function checkTypedScore(text: string, bounds: ScoreBounds): ScoreCheck {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return { kind: 'invalid' };
  return checkScore(Number(trimmed), bounds);
}

/**
 * One step up or down from the current score. An unscored entry (0) stepping up starts at the
 * minimum; a step past a bound is clamped and not saved.
 */
export function stepScore(current: number, direction: 1 | -1, bounds: ScoreBounds): ScoreCheck {
  if (current <= 0 && direction > 0) return { kind: 'save', value: bounds.min };
  return checkScore(current + direction * bounds.step, bounds);
}
