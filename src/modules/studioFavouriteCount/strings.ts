/** The studio page's mean score: the figure and its texts. */
export const studioStrings = {
  mean: (mean: number) => `Mean score: ${mean.toFixed(1)}`,
  meanTitle: (count: number) => `The mean of the mean scores of ${count} main ${count === 1 ? 'work' : 'works'}`,
} as const;

/** The mean of the scored media's mean scores (0 = unscored), or null when none is scored. */
export function meanOfScores(scores: readonly (number | null | undefined)[]): { mean: number; count: number } | null {
  const rated = scores.filter((score): score is number => typeof score === 'number' && score > 0);
  if (!rated.length) return null;
  return { mean: rated.reduce((sum, score) => sum + score, 0) / rated.length, count: rated.length };
}

