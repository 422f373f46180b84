/**
 * The studio table (/stats/anime/studios; algorithms.md §1c "Studio table"). Grouped by studio
 * name; PLANNING entries are excluded entirely (spec doc 2 §4, a decision: 8.80 let a scored
 * PLANNING entry into the mean).
 */

import { roundPlaces } from '../../lib/statistics';
import type { StatsItem } from './items';

export interface StudioMedia {
  readonly mediaId: number;
  readonly title: string;
  readonly score: number;
  readonly minutes: number;
  readonly status: string;
}

export interface StudioRow {
  readonly id: number;
  readonly name: string;
  readonly isAnimationStudio: boolean;
  /** Media with watched minutes. */
  readonly count: number;
  readonly minutes: number;
  readonly scoreSum: number;
  readonly scoreCount: number;
  readonly mean: number | null;
  /** 2 decimals; blank without scores. */
  readonly meanText: string;
  /** Every non-planning media of the studio, best score first. */
  readonly media: readonly StudioMedia[];
  readonly statusCounts: Readonly<Record<string, number>>;
}

export interface StudioOptions {
  /** Include studios that are not animation studios (setting allStudios). */
  readonly allStudios?: boolean;
}

interface StudioAccumulator {
  id: number;
  name: string;
  isAnimationStudio: boolean;
  count: number;
  minutes: number;
  scoreSum: number;
  scoreCount: number;
  media: StatsItem[];
}

export function studioTable(items: readonly StatsItem[], options: StudioOptions = {}): StudioRow[] {
  const byName = new Map<string, StudioAccumulator>();
  for (const item of items) {
    if (item.status === 'PLANNING') continue;
    const nodes = item.entry.media?.studios?.nodes ?? [];
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      // A studio credited twice on one media counts once (a media has a handful of studios).
      if (!node || !node.name || nodes.slice(0, i).some((other) => other?.name === node.name)) continue;
      let row = byName.get(node.name);
      if (!row) {
        // Id and kind come from the first occurrence of the name.
        row = { id: node.id, name: node.name, isAnimationStudio: !!node.isAnimationStudio, count: 0, minutes: 0, scoreSum: 0, scoreCount: 0, media: [] };
        byName.set(node.name, row);
      }
      if (item.minutes > 0) {
        row.count++;
        row.minutes += item.minutes;
      }
      if (item.score) {
        row.scoreSum += item.score;
        row.scoreCount++;
      }
      row.media.push(item);
    }
  }
  return Array.from(byName.values())
    .filter((row) => row.count >= 1 && (options.allStudios || row.isAnimationStudio))
    .sort((a, b) => b.count - a.count || b.minutes - a.minutes)
    .map(finishStudio);
}

function finishStudio(row: StudioAccumulator): StudioRow {
  const mean = row.scoreCount ? row.scoreSum / row.scoreCount : null;
  const media = [...row.media].sort((a, b) => b.score - a.score);
  const statusCounts: Record<string, number> = {};
  for (const item of media) statusCounts[item.status] = (statusCounts[item.status] ?? 0) + 1;
  return {
    id: row.id,
    name: row.name,
    isAnimationStudio: row.isAnimationStudio,
    count: row.count,
    minutes: row.minutes,
    scoreSum: row.scoreSum,
    scoreCount: row.scoreCount,
    mean,
    meanText: mean === null ? '' : String(roundPlaces(mean, 2)),
    media: media.map((item) => ({ mediaId: item.mediaId, title: item.title, score: item.score, minutes: item.minutes, status: item.status })),
    statusCounts,
  };
}
