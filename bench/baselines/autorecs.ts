/**
 * Autorecs as the original computed it: the on-list ids in an array searched per
 * recommendation, the totals in a plain object, all of them sorted, the top 25 cut.
 */
import type { AutorecsInput } from '../../src/workers/autorecs';

export function autorecsBaseline(input: AutorecsInput): { id: number; title: string; score: string }[] {
  const list = [...input.entries].sort((a, b) => a.mediaId - b.mediaId);
  const onList = list.map((entry) => entry.mediaId);
  const mean = input.meanScore ?? 0;
  const sd = input.standardDeviation ?? 1;
  const totals: Record<string, { id: number; title: string; score: number; order: number }> = {};
  let order = 0;
  for (const entry of list) {
    if (entry.status === 'PLANNING' || !entry.score) continue;
    const z = (entry.score - mean) / sd;
    for (const node of entry.media?.recommendations?.nodes ?? []) {
      const target = node?.mediaRecommendation;
      if (!target || !node?.rating || node.rating <= 0 || onList.includes(target.id)) continue;
      if (!totals[target.id]) totals[target.id] = { id: target.id, title: target.title?.romaji ?? '', score: 0, order: order++ };
      totals[target.id].score += (1 + Math.log(node.rating)) * z;
    }
  }
  return Object.values(totals)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 25)
    .map((rec) => ({ id: rec.id, title: rec.title, score: rec.score.toPrecision(3) }));
}
