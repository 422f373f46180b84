/**
 * The media social tab's follower figures (spec doc 3 §5 "Social feed conversion", §9 "status
 * counts over 99 and 999 use smaller fonts"), without the DOM. A follow row shows its owner's
 * score in their own format (host-dom.md §2.8): "8/10", "8.5/10", "85/100", a plain "4" (stars)
 * or a smiley icon. Each becomes a percent and a weight; the average is the weighted mean, shown
 * as a rounded percent.
 */
import { listStatusLabel } from './statusColours';

export interface FollowScore {
  /** the score on a 0–100 scale */
  readonly percent: number;
  /** smileys weigh half (they say less) */
  readonly weight: number;
}

export type SmileyIcon = 'smile' | 'meh' | 'frown';

const SMILEY_PERCENT: Readonly<Record<SmileyIcon, number>> = { smile: 85, meh: 60, frown: 35 };
export const SMILEY_WEIGHT = 0.5;

/**
 * A row's score: its score text (the number span) or its smiley icon name. Text "N/10" and
 * "N.N/10" count N × 10, "N/100" counts N, a bare number is a star rating (N × 20 − 10). Anything
 * else, an empty text or 0, is no score.
 */
export function followScore(text: string | null, icon: string | null = null): FollowScore | null {
  if (icon && icon in SMILEY_PERCENT) return { percent: SMILEY_PERCENT[icon as SmileyIcon], weight: SMILEY_WEIGHT };
  const trimmed = (text ?? '').replace(/\s+/g, '');
  const match = /^(\d+(?:\.\d+)?)(?:\/(10|100))?$/.exec(trimmed);
  if (!match) return null;
  const value = Number(match[1]);
  if (!(value > 0)) return null;
  switch (match[2]) {
    case '10':
      return { percent: value * 10, weight: 1 };
    case '100':
      return { percent: value, weight: 1 };
    default:
      return { percent: value * 20 - 10, weight: 1 };
  }
}

/** The weighted mean as a rounded percent; null when nobody scored. */
export function averagePercent(scores: readonly (FollowScore | null)[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const score of scores) {
    if (!score) continue;
    sum += score.percent * score.weight;
    weights += score.weight;
  }
  return weights > 0 ? Math.round(sum / weights) : null;
}

/** The font step of a status count: counts over 99 get a smaller font, over 999 a smaller one still. */
export function countSize(count: number): 'normal' | 'small' | 'smaller' {
  if (count > 999) return 'smaller';
  if (count > 99) return 'small';
  return 'normal';
}

/** A score's colour band, as AniList colours percentages (green from 75, orange from 60, red below). */
export function scoreTone(percent: number): 'high' | 'mid' | 'low' {
  if (percent >= 75) return 'high';
  if (percent >= 60) return 'mid';
  return 'low';
}

/** The list statuses in the order the counters show them. */
export const SOCIAL_STATUSES = ['CURRENT', 'REPEATING', 'COMPLETED', 'PAUSED', 'DROPPED', 'PLANNING'] as const;
export type SocialStatus = (typeof SOCIAL_STATUSES)[number];

/** A follow row's status word (host-dom.md §2.8: "Watching", "Reading", "Completed", …) as a list status. */
export function statusFromLabel(label: string): SocialStatus | null {
  switch (label.trim().toLowerCase()) {
    case 'watching':
    case 'reading':
    case 'current':
      return 'CURRENT';
    case 'repeating':
    case 'rewatching':
    case 'rereading':
      return 'REPEATING';
    case 'completed':
      return 'COMPLETED';
    case 'paused':
      return 'PAUSED';
    case 'dropped':
      return 'DROPPED';
    case 'planning':
      return 'PLANNING';
    default:
      return null;
  }
}

/**
 * A status as AniList words it on a follow row (host-dom.md §2.8): "Watching" or "Reading" by
 * the media's type, "Repeating", "Completed", "Paused", "Dropped", "Planning".
 */
export function followStatusWord(status: SocialStatus, mediaType: string | null | undefined): string {
  // The follow rows say "Repeating" for both types, where the status button says Rewatching or
  // Rereading; every other word is the status button's.
  return status === 'REPEATING' ? 'Repeating' : listStatusLabel(status, String(mediaType).toUpperCase());
}

/** How many rows have each status, in counter order, leaving out statuses nobody has. */
export function statusCounts(statuses: readonly (SocialStatus | null)[]): { status: SocialStatus; count: number }[] {
  return SOCIAL_STATUSES.map((status) => ({ status, count: statuses.filter((s) => s === status).length })).filter((c) => c.count > 0);
}

export interface FuzzyDay {
  year?: number | null;
  month?: number | null;
  day?: number | null;
}

/** A fuzzy date as YYYY-MM-DD (unknown parts left out); '' when there is no year. */
export function fuzzyDayText(date: FuzzyDay | null | undefined): string {
  if (!date?.year) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return [String(date.year), date.month ? pad(date.month) : null, date.month && date.day ? pad(date.day) : null].filter(Boolean).join('-');
}

/** The status cell's tooltip: when the entry was added, started and completed, as far as known. */
export function datesTitle(entry: { createdAt?: number | null; startedAt?: FuzzyDay | null; completedAt?: FuzzyDay | null }): string {
  const lines: string[] = [];
  if (entry.createdAt) lines.push(`Added: ${new Date(entry.createdAt * 1000).toISOString().slice(0, 10)}`);
  const started = fuzzyDayText(entry.startedAt);
  if (started) lines.push(`Started: ${started}`);
  const completed = fuzzyDayText(entry.completedAt);
  if (completed) lines.push(`Completed: ${completed}`);
  return lines.join('\n');
}

/** Progress as the row shows it: "5/12" with a known total, "5" without; '' for none. */
export function progressText(progress: number | null | undefined, total: number | null | undefined): string {
  if (!progress) return '';
  return total ? `${progress}/${total}` : String(progress);
}

/** The user id in an AniList avatar address: the first run of digits in the file name. */
export function userIdFromAvatar(url: string | null | undefined): number | null {
  if (!url) return null;
  const file = url.replace(/[?#].*$/, '').split('/').pop() ?? '';
  const match = /\d+/.exec(file);
  return match ? Number(match[0]) : null;
}
