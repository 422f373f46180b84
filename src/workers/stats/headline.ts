/**
 * The headline statistics above the More stats tables (algorithms.md §1c "Headline statistics")
 * and the score histogram of 101 bars (spec doc 2 §9): figures as the lines show them.
 */
import { fuzzyDateIso } from '../../lib/dates';
import { roundPlaces } from '../../lib/statistics';
import type { StatsItem, StatsKind } from './items';

export interface HeadlineLine {
  readonly label: string;
  readonly value: string;
}

export interface Headline {
  readonly kind: StatsKind;
  readonly lines: readonly HeadlineLine[];
  /** Entries per score 0…100 (index = score) among the rated ones. */
  readonly histogram: readonly number[];
}

export const HISTOGRAM_BARS = 101;

/** `toPrecision(4)` as the original printed it ("NaN" when the weights sum to 0). */
function precise(value: number): string {
  return Number.isFinite(value) ? value.toPrecision(4) : 'NaN';
}

/** Longest run in the ascending scores; ties keep the lowest score. 8.80's run tracker leaves a lone score at 0. */
function mostCommon(sorted: readonly number[]): { score: number; run: number } {
  let best = { score: 0, run: 0 };
  let run = 1;
  for (let i = 1; i < sorted.length; i++) {
    run = sorted[i] === sorted[i - 1] ? run + 1 : 1;
    if (run > best.run) best = { score: sorted[i], run };
  }
  return best;
}

function dateKey(date: { year?: number | null; month?: number | null; day?: number | null } | null | undefined): number | null {
  if (!date?.year) return null;
  return date.year * 10_000 + (date.month ?? 0) * 100 + (date.day ?? 0);
}

export function headline(items: readonly StatsItem[], kind: StatsKind): Headline {
  const scored = items.filter((item) => item.score);
  const n = scored.length;
  const histogram = new Array<number>(HISTOGRAM_BARS).fill(0);
  for (const item of scored) if (item.score >= 0 && item.score <= 100) histogram[Math.round(item.score)]++;
  const lines: HeadlineLine[] = [
    { label: kind === 'anime' ? 'Anime on list' : 'Manga on list', value: String(items.length) },
    { label: 'Rated', value: String(n) },
  ];
  if (n > 0) {
    const scores = scored.map((item) => item.score).sort((a, b) => a - b);
    const total = scores.reduce((sum, score) => sum + score, 0);
    let weightedSum = 0;
    let weights = 0;
    for (const item of scored) {
      const weight = kind === 'anime' ? (item.entry.media?.duration || 1) * (item.entry.media?.episodes || 0) : item.chapters;
      weightedSum += item.score * weight;
      weights += weight;
    }
    const middle = Math.floor(n / 2);
    const median = n % 2 ? scores[middle] : (scores[middle - 1] + scores[middle]) / 2;
    let difference = 0;
    let deviation = 0;
    for (const item of scored) {
      const mean = item.entry.media?.meanScore;
      if (!mean) continue;
      difference += item.score - mean;
      deviation += (mean - item.score) ** 2;
    }
    lines.push(
      { label: 'Average score', value: precise(total / n) },
      { label: 'Weighted average score', value: precise(weightedSum / weights) },
      { label: 'Median score', value: String(median) },
      { label: 'Global difference', value: String(roundPlaces(difference / n, 2)) },
      { label: 'Global deviation', value: String(roundPlaces(Math.sqrt(deviation / n), 2)) },
    );
    const common = mostCommon(scores);
    if (n === 1) lines.push({ label: 'Only one score given', value: String(common.score) });
    else if (common.run <= 1) lines.push({ label: 'Most common score', value: 'no two alike' });
    else lines.push({ label: 'Most common score', value: `${common.score} (${common.run} times)` });
  }
  if (kind === 'anime') {
    let tvEpisodes = 0;
    let remaining = 0;
    for (const item of items) {
      const entry = item.entry;
      const p = entry.progress || 0;
      if (entry.media?.format === 'TV') tvEpisodes += p + (entry.repeat || 0) * Math.max(1, entry.media?.episodes || 0, p);
      if (item.status === 'CURRENT') remaining += Math.max((entry.media?.episodes || 0) - p, 0);
    }
    lines.push({ label: 'TV episodes watched', value: String(tvEpisodes) }, { label: 'Episodes left of what you are watching', value: String(remaining) });
  } else {
    const chapters = items.reduce((sum, item) => sum + item.chapters, 0);
    const volumes = items.reduce((sum, item) => sum + item.volumes, 0);
    lines.push({ label: 'Chapters read', value: String(chapters) }, { label: 'Volumes read', value: String(volumes) });
  }
  let first: StatsItem | null = null;
  let firstKey = Infinity;
  for (const item of items) {
    const key = dateKey(item.entry.startedAt as never);
    if (key !== null && key < firstKey) {
      firstKey = key;
      first = item;
    }
  }
  // A missing month or day is left out ("2023", "2023-04"), never printed as "null".
  if (first?.entry.startedAt) lines.push({ label: 'First logged', value: `${fuzzyDateIso(first.entry.startedAt as never)} ${first.title}` });
  return { kind, lines, histogram };
}
