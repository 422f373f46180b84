/**
 * Advanced scores as the $ marker shows them: the categories the member scores by, in their
 * order, with the entry's score in each. An entry with no category above 0 has no breakdown.
 */
export interface ScorePart {
  category: string;
  score: number;
}

export function scoreBreakdown(advancedScores: unknown, categories: readonly string[]): ScorePart[] | null {
  if (advancedScores === null || typeof advancedScores !== 'object' || Array.isArray(advancedScores)) return null;
  const scores = advancedScores as Record<string, unknown>;
  const parts = categories.map((category) => {
    const value = scores[category];
    return { category, score: typeof value === 'number' && Number.isFinite(value) ? value : 0 };
  });
  return parts.some((part) => part.score > 0) ? parts : null;
}

export function breakdownText(parts: readonly ScorePart[]): string {
  return parts.map((part) => `${part.category}: ${part.score}`).join('\n');
}
