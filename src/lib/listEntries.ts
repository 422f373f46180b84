/**
 * The shared core of a list entry and the small rules applied to every one (spec doc 1 §3-§5,
 * algorithms.md §1a): episode inference, repeat plausibility, de-duplication by mediaId.
 * Only the fields the rules read are typed; everything else passes through untouched.
 */

import type { FuzzyDate } from './dates';
import type { NoteCommand } from './noteCommands';
import type { MediaTitle } from './titles';

export type { FuzzyDate, MediaTitle };

export type ListStatus = 'CURRENT' | 'PLANNING' | 'COMPLETED' | 'DROPPED' | 'PAUSED' | 'REPEATING';

export const LIST_STATUSES: readonly ListStatus[] = ['COMPLETED', 'CURRENT', 'PLANNING', 'PAUSED', 'DROPPED', 'REPEATING'];

export interface StaffNode {
  id: number;
  name?: { first?: string | null; last?: string | null; full?: string | null } | null;
}

export interface StudioNode {
  id: number;
  name: string;
  isAnimationStudio?: boolean | null;
}

export interface ListMedia {
  id?: number;
  episodes?: number | null;
  chapters?: number | null;
  volumes?: number | null;
  duration?: number | null;
  status?: string | null;
  nextAiringEpisode?: { episode?: number | null } | null;
  format?: string | null;
  title?: MediaTitle | null;
  tags?: ({ name: string; rank?: number | null } | null)[] | null;
  genres?: (string | null)[] | null;
  meanScore?: number | null;
  averageScore?: number | null;
  popularity?: number | null;
  startDate?: FuzzyDate | null;
  studios?: { nodes?: (StudioNode | null)[] | null } | null;
  staff?: StaffNode[] | { nodes?: (StaffNode | null)[] | null } | null;
  [key: string]: unknown;
}

/** One MediaList entry as AniList returns it (scoreRaw is the score in POINT_100). */
export interface RawListEntry {
  mediaId: number;
  status?: ListStatus | string | null;
  progress?: number | null;
  progressVolumes?: number | null;
  repeat?: number | null;
  notes?: string | null;
  score?: number | null;
  scoreRaw?: number | null;
  startedAt?: FuzzyDate | null;
  completedAt?: FuzzyDate | null;
  media?: ListMedia | null;
  [key: string]: unknown;
}

export interface ListGroup<E extends RawListEntry = RawListEntry> {
  name?: string | null;
  isCustomList?: boolean | null;
  entries?: (E | null)[] | null;
}

export interface MediaListCollection<E extends RawListEntry = RawListEntry> {
  lists?: (ListGroup<E> | null)[] | null;
}

/** A processed entry: the client-added fields of spec doc 1 §3. */
export interface ProcessedEntry extends RawListEntry {
  isCustomList: boolean;
  /** Every custom list holding the entry, in reverse order of list appearance. */
  listLocations: string[];
  /** The note command; null = none, undefined = unparsable. Absent when the notes are empty. */
  listJSON?: NoteCommand | null;
}

/** Repeats above this are episodes typed into the repeat field (ten times One Piece). */
export const REPEAT_PLAUSIBILITY_CAP = 10000;

/**
 * The episode count, inferred as "next airing episode − 1" when AniList has none. The result
 * can be 0, which stays "unknown" for every later rule.
 */
export function inferEpisodes(media: ListMedia | null | undefined): number | null | undefined {
  if (!media) return undefined;
  if (!media.episodes && media.nextAiringEpisode && typeof media.nextAiringEpisode.episode === 'number') {
    return media.nextAiringEpisode.episode - 1;
  }
  return media.episodes;
}

/**
 * The repeat count after the two plausibility rules, in this order: above 10000 → 0, then a
 * REPEATING entry with 0 → 1 (so a REPEATING entry with 20000 ends with 1).
 */
export function normaliseRepeat(status: string | null | undefined, repeat: number | null | undefined): number | null | undefined {
  let result = repeat;
  if (typeof result === 'number' && result > REPEAT_PLAUSIBILITY_CAP) result = 0;
  if (status === 'REPEATING' && !result) result = 1;
  return result;
}

/**
 * Entries unique by mediaId, sorted by mediaId ascending. Of several copies (an entry is in its
 * status list and in each custom list) the last in list order survives; `fold(survivor, dropped)`
 * lets the caller carry data from a dropped copy into the one that follows it.
 */
export function dedupeByMediaId<E extends { mediaId: number }>(entries: Iterable<E>, fold?: (next: E, previous: E) => void): E[] {
  const byId = new Map<number, E>();
  let sorted = true;
  let lastId = -Infinity;
  for (const entry of entries) {
    const id = entry.mediaId;
    const previous = byId.get(id);
    if (previous !== undefined) {
      if (fold) fold(entry, previous);
    } else {
      if (id < lastId) sorted = false;
      lastId = id;
    }
    byId.set(id, entry);
  }
  if (sorted) return Array.from(byId.values());
  // Sorting the numeric ids in a typed array is several times faster than sorting the objects.
  const ids = Float64Array.from(byId.keys()).sort();
  const result = new Array<E>(ids.length);
  for (let i = 0; i < ids.length; i++) result[i] = byId.get(ids[i]) as E;
  return result;
}
