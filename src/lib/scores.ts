/**
 * Score conversion and display for AniList's five score formats (spec doc 1 §5, algorithms.md §0).
 * A score of 0 means "no score" in every format.
 */

export const SCORE_FORMATS = ['POINT_100', 'POINT_10_DECIMAL', 'POINT_10', 'POINT_5', 'POINT_3'] as const;
export type ScoreFormat = (typeof SCORE_FORMATS)[number];

export function isScoreFormat(format: unknown): format is ScoreFormat {
  return typeof format === 'string' && (SCORE_FORMATS as readonly string[]).includes(format);
}

/**
 * A score in the user's own format converted to the 100-point scale. No clamping here: the list
 * loader caps raw scores separately (capRawScore). Unknown formats give undefined, so callers
 * must decide what "unknown" means instead of silently getting 0.
 */
export function toHundredPoint(score: number, format: string): number | undefined {
  switch (format) {
    case 'POINT_100':
      return score;
    case 'POINT_10':
    case 'POINT_10_DECIMAL':
      return score * 10;
    case 'POINT_5':
      return score === 0 ? 0 : score * 20 - 10;
    case 'POINT_3':
      if (score === 3) return 85;
      if (score === 2) return 60;
      if (score === 1) return 45;
      return 0;
    default:
      return undefined;
  }
}

/** The list loader's cap on the 100-point score: AniList data can exceed 100 for old entries. */
export function capRawScore(scoreRaw: number): number {
  return Math.min(scoreRaw, 100);
}

/** The three POINT_3 faces, as the AniList schema names them (1 → :(, 2 → :|, 3 → :)). */
export const SMILEY_FACES: Readonly<Record<1 | 2 | 3, string>> = { 1: ':(', 2: ':|', 3: ':)' };
export const STAR = '★';

export type ScoreDisplayKind = 'hundred' | 'ten' | 'smiley' | 'stars' | 'plain';

export interface ScoreDisplay {
  readonly kind: ScoreDisplayKind;
  /** Full text, e.g. "85/100", "7.5/10", ":)", "4★". Empty for "no score". */
  readonly text: string;
  /** For smileys: which face (1 frown, 2 neutral, 3 smile), so a view can draw an icon. */
  readonly face?: 1 | 2 | 3;
}

/**
 * A score shown in its own format: 100-point with '/100', 10-point types with '/10', 3-point as a
 * smiley face, 5-point as the number with a star. 0 (no score) shows nothing. Unknown formats show
 * the bare number.
 */
export function scoreDisplay(score: number, format: string): ScoreDisplay {
  if (!score) return { kind: kindOf(format), text: '' };
  switch (format) {
    case 'POINT_100':
      return { kind: 'hundred', text: `${score}/100` };
    case 'POINT_10':
    case 'POINT_10_DECIMAL':
      return { kind: 'ten', text: `${score}/10` };
    case 'POINT_3': {
      const face = score === 1 || score === 2 || score === 3 ? score : undefined;
      return face ? { kind: 'smiley', text: SMILEY_FACES[face], face } : { kind: 'plain', text: String(score) };
    }
    case 'POINT_5':
      return { kind: 'stars', text: `${score}${STAR}` };
    default:
      return { kind: 'plain', text: String(score) };
  }
}

export function formatScore(score: number, format: string): string {
  return scoreDisplay(score, format).text;
}

function kindOf(format: string): ScoreDisplayKind {
  switch (format) {
    case 'POINT_100':
      return 'hundred';
    case 'POINT_10':
    case 'POINT_10_DECIMAL':
      return 'ten';
    case 'POINT_3':
      return 'smiley';
    case 'POINT_5':
      return 'stars';
    default:
      return 'plain';
  }
}
