/**
 * "Time watched: N days (P% is «title»«suffix»)" under the anime stats (algorithms.md §1c).
 * The suffix says where the biggest entry stands; the wording is ours (the spec only says it
 * varies with status and rewatch count).
 */

import { roundPlaces } from '../../lib/statistics';
import type { StatsItem } from './items';

const ORDINALS = ['', 'first', 'second'];

function ordinal(repeat: number, capital: boolean): string {
  const word = repeat < ORDINALS.length ? `${ORDINALS[repeat]} rewatch` : `rewatch number ${repeat}`;
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * The clause after the title. A REPEATING entry reads like a CURRENT one (8.80 printed nothing
 * for it because of a bug; its intent was this wording).
 */
export function timeWatchedSuffix(status: string, repeat: number): string {
  if (!repeat) {
    if (status === 'CURRENT') return '. Currently watching';
    if (status === 'PAUSED') return '. On hold';
    if (status === 'DROPPED') return '. Dropped';
    return '';
  }
  switch (status) {
    case 'COMPLETED':
      return `. Rewatched ${repeat === 1 ? 'once' : repeat === 2 ? 'twice' : `${repeat} times`}`;
    case 'CURRENT':
    case 'REPEATING':
      return `. ${ordinal(repeat, true)} in progress`;
    case 'PAUSED':
      return `. ${ordinal(repeat, true)} on hold`;
    case 'DROPPED':
      return `. Dropped on the ${ordinal(repeat, false)}`;
    default:
      return '';
  }
}

export interface TimeWatched {
  readonly days: number;
  readonly largest: { readonly mediaId: number; readonly share: number; readonly title: string; readonly suffix: string };
  readonly text: string;
}

/** null when nothing was watched (no sentence instead of "NaN%"). */
export function timeWatched(items: readonly StatsItem[]): TimeWatched | null {
  let total = 0;
  let largest: StatsItem | null = null;
  for (const item of items) {
    total += item.minutes;
    // The first maximum in mediaId order wins.
    if (!largest || item.minutes > largest.minutes) largest = item;
  }
  if (!largest || total <= 0) return null;
  const days = roundPlaces(total / 1440, 2);
  const share = roundPlaces((100 * largest.minutes) / total, 2);
  const title = largest.entry.media?.title?.romaji || largest.title;
  const suffix = timeWatchedSuffix(largest.status, largest.entry.repeat || 0);
  return {
    days,
    largest: { mediaId: largest.mediaId, share, title, suffix },
    text: `Time watched: ${days} days (${share}% is ${title}${suffix})`,
  };
}
