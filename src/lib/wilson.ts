/** 95 % confidence, as the original uses (not the more precise 1.959963984540). */
export const WILSON_Z = 1.96;

export interface WilsonInterval {
  lower: number;
  upper: number;
}

/**
 * Wilson score interval for `positive` successes out of `total` trials.
 * No trials gives (0, 0) instead of 0/0.
 */
export function wilsonInterval(positive: number, total: number, z: number = WILSON_Z): WilsonInterval {
  if (!(total > 0)) return { lower: 0, upper: 0 };
  const p = positive / total;
  const z2 = z * z;
  const centre = p + z2 / (2 * total);
  const spread = z * Math.sqrt((p * (1 - p) + z2 / (4 * total)) / total);
  const denominator = 1 + z2 / total;
  return {
    lower: (centre - spread) / denominator,
    upper: Math.min(1, (centre + spread) / denominator),
  };
}

export function wilsonLowerBound(positive: number, total: number, z: number = WILSON_Z): number {
  return wilsonInterval(positive, total, z).lower;
}

/** Below this lower bound a review card is faded to half opacity. */
export const REVIEW_FADE_BELOW = 0.05;

export interface ReviewConfidence {
  /** Wilson lower bound, 0..1. */
  lower: number;
  /** Shown after "~": the lower bound as a rounded percentage. */
  percent: number;
  /** Red (0) through yellow to green (1). */
  colour: string;
  /** The card is shown at opacity 0.5. */
  faded: boolean;
}

/**
 * The /reviews confidence figure. AniList's `rating` is the number of up votes and
 * `ratingAmount` the number of all votes.
 */
export function reviewConfidence(rating: number, ratingAmount: number): ReviewConfidence {
  const lower = wilsonLowerBound(rating, ratingAmount);
  return {
    lower,
    percent: Math.round(100 * lower),
    colour: `hsl(${lower * 120}, 100%, 50%)`,
    faded: lower < REVIEW_FADE_BELOW,
  };
}

/** The label text placed before the vote area, e.g. "~73". */
export function reviewConfidenceLabel(confidence: ReviewConfidence): string {
  return `~${confidence.percent}`;
}
