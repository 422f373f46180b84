/**
 * Rows of the tag-like stats tables (custom tags, regular tags, genres): a group of list
 * entries summed up, with the display texts the spec fixes (algorithms.md §1c).
 */

import { formatDuration } from '../../lib/duration';
import { roundPlaces } from '../../lib/statistics';
import type { StatsAmounts, StatsItem } from './items';

/** The amounts are the items' sums. */
export interface GroupRow extends StatsAmounts {
  readonly name: string;
  /** Every item, unscored and PLANNING included. */
  readonly count: number;
  /** Items with a score. */
  readonly rated: number;
  /** Mean of the scored items; 0 when none. */
  readonly mean: number;
  /** Mean to 1 decimal, "-" for 0. */
  readonly meanText: string;
  /** Status → how many items have it. */
  readonly statusCounts: Readonly<Record<string, number>>;
  /** The items' media ids, best score first (ties keep list order). */
  readonly mediaIds: readonly number[];
}

export function groupRow(name: string, items: readonly StatsItem[]): GroupRow {
  let scoreSum = 0;
  let rated = 0;
  let minutes = 0;
  let episodes = 0;
  let remaining = 0;
  let remainingMinutes = 0;
  let chapters = 0;
  let volumes = 0;
  const statusCounts: Record<string, number> = {};
  for (const item of items) {
    if (item.score) {
      scoreSum += item.score;
      rated++;
    }
    minutes += item.minutes;
    episodes += item.episodes;
    remaining += item.remaining;
    remainingMinutes += item.remainingMinutes;
    chapters += item.chapters;
    volumes += item.volumes;
    statusCounts[item.status] = (statusCounts[item.status] ?? 0) + 1;
  }
  const mean = rated ? scoreSum / rated : 0;
  return {
    name,
    count: items.length,
    rated,
    mean,
    meanText: mean ? String(roundPlaces(mean, 1)) : '-',
    minutes,
    episodes,
    remaining,
    remainingMinutes,
    chapters,
    volumes,
    statusCounts,
    mediaIds: idsByScore(items),
  };
}

/**
 * Media ids, best score first, ties in list order. Scores are nearly always whole numbers
 * 0-100, so a stable counting sort does it in one pass (the comparison sort was most of the
 * tag table's time); anything else falls back to a stable comparison sort.
 */
export function idsByScore(items: readonly StatsItem[]): number[] {
  const buckets = new Int32Array(102);
  for (const item of items) {
    const score = item.score;
    if (!Number.isInteger(score) || score < 0 || score > 100) {
      return [...items].sort((a, b) => b.score - a.score).map((entry) => entry.mediaId);
    }
    buckets[101 - score]++;
  }
  for (let i = 1; i < buckets.length; i++) buckets[i] += buckets[i - 1];
  const ids = new Array<number>(items.length);
  for (const item of items) ids[buckets[100 - item.score]++] = item.mediaId;
  return ids;
}

export interface AnimeGroupTexts {
  /** Short duration of the minutes, e.g. "1d 9h". */
  readonly time: string;
  /** Tooltip: hours to 1 decimal. */
  readonly hours: number;
  readonly episodes: string;
  /** "-", "completed", or the count (plus the short time left when asked). */
  readonly remaining: string;
}

/** The anime columns of a custom tag row as drawn. */
export function animeGroupTexts(row: GroupRow, timeToComplete: boolean): AnimeGroupTexts {
  const empty = row.count === 0;
  let remaining: string;
  if (empty || (row.episodes === 0 && row.remaining === 0)) remaining = '-';
  else if (row.remaining === 0) remaining = 'completed';
  else remaining = timeToComplete ? `${row.remaining} (${formatDuration(row.remainingMinutes * 60, 'short')})` : String(row.remaining);
  return {
    time: formatDuration(row.minutes * 60, 'short'),
    hours: roundPlaces(row.minutes / 60, 1),
    episodes: empty ? '-' : String(row.episodes),
    remaining,
  };
}
