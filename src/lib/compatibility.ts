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
