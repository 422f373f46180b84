/**
 * Per-entry amounts the profile stats tables add up (algorithms.md §1c "Per-entry derived
 * values"): watched minutes and episodes for anime, chapters and volumes read for manga, with
 * rewatches, the "no rewatches" option and note adjustments.
 */

import type { ProcessedEntry } from '../../lib/listEntries';
import { hasAdjustment } from '../../lib/noteCommands';
import { pickTitle, type TitleLanguage } from '../../lib/titles';
import { UNFINISHED_MANGA } from '../../lib/unfinishedManga';

export type StatsKind = 'anime' | 'manga';

/** What the tables add up, per entry and per group. */
export interface StatsAmounts {
  /** Anime: minutes watched, rewatches included. 0 for manga. */
  readonly minutes: number;
  /** Anime: episodes watched, rewatches included. */
  readonly episodes: number;
  /** Anime: episodes left, max(episodes − progress, 0). */
  readonly remaining: number;
  readonly remainingMinutes: number;
  /** Manga: chapters and volumes read, rereads included. */
  readonly chapters: number;
  readonly volumes: number;
}

/** One list entry with everything the tables need, computed once. */
export interface StatsItem extends StatsAmounts {
  readonly entry: ProcessedEntry;
  readonly mediaId: number;
  readonly kind: StatsKind;
  readonly title: string;
  readonly status: string;
  /** The 100-point score; 0 = unrated. */
  readonly score: number;
}

/** The fields every item has; amounts not given are 0 (an anime reads no chapters). */
function item(entry: ProcessedEntry, kind: StatsKind, options: StatsItemOptions, amounts: Partial<StatsAmounts>): StatsItem {
  return {
    entry,
    mediaId: entry.mediaId,
    kind,
    title: titleOf(entry, options),
    status: entry.status ?? '',
    score: entry.scoreRaw || 0,
    minutes: amounts.minutes ?? 0,
    episodes: amounts.episodes ?? 0,
    remaining: amounts.remaining ?? 0,
    remainingMinutes: amounts.remainingMinutes ?? 0,
    chapters: amounts.chapters ?? 0,
    volumes: amounts.volumes ?? 0,
  };
}

export interface StatsItemOptions {
  /** Only the first round of a rewatched entry counts (setting noRewatches). */
  readonly noRewatches?: boolean;
  readonly titleLanguage?: TitleLanguage;
  readonly aliases?: ReadonlyMap<number, string>;
}

function titleOf(entry: ProcessedEntry, options: StatsItemOptions): string {
  // The stats tables rank a user alias above the language preference.
  return pickTitle({ id: entry.mediaId, title: entry.media?.title ?? {} }, options.titleLanguage ?? 'ROMAJI', options.aliases ?? new Map(), 'aliasFirst');
}

function adjustmentOf(entry: ProcessedEntry): number {
  return hasAdjustment(entry.listJSON) ? entry.listJSON.adjustValue : 0;
}

export interface AnimeAmounts {
  minutes: number;
  episodes: number;
}

export function animeAmounts(entry: ProcessedEntry, noRewatches = false): AnimeAmounts {
  const d = entry.media?.duration || 1;
  const p = entry.progress || 0;
  // Unknown or unaired lengths count as 1, so a rewatch counts at least the current progress.
  const e = entry.media?.episodes || 1;
  const r = entry.repeat || 0;
  const round = Math.max(p, e);
  let minutes = d * p + r * round * d;
  let episodes = p + r * round;
  if (noRewatches && r) {
    minutes = round * d;
    episodes = round;
  }
  const adjust = adjustmentOf(entry);
  if (adjust) {
    episodes = Math.max(0, episodes + adjust);
    minutes = Math.max(0, minutes + adjust * d);
  }
  return { minutes, episodes };
}

export interface MangaAmounts {
  chapters: number;
  volumes: number;
}

export function mangaAmounts(entry: ProcessedEntry, noRewatches = false): MangaAmounts {
  const media = entry.media;
  const p = entry.progress || 0;
  const pv = entry.progressVolumes || 0;
  const c = media?.chapters || 0;
  const v = media?.volumes || 0;
  const r = entry.repeat || 0;
  // The table fills in lengths AniList lacks for long-running series; a finished one has its own.
  const known = media?.status === 'FINISHED' ? undefined : UNFINISHED_MANGA.get(entry.mediaId);
  const tableChapters = known?.chapters ?? 0;
  const tableVolumes = known?.volumes ?? 0;
  const volumesNow = known && tableChapters <= p ? tableVolumes : 0;
  let chapters: number;
  let volumes: number;
  if (entry.status === 'COMPLETED') {
    chapters = Math.max(c, v, p, pv, 1);
    volumes = Math.max(pv, v, volumesNow);
  } else {
    chapters = Math.max(p, pv);
    volumes = Math.max(pv, volumesNow);
  }
  if (noRewatches && r) {
    chapters = Math.max(c, v, p, pv, tableChapters, 1);
    volumes = Math.max(v, pv, tableVolumes);
  } else {
    chapters += r * Math.max(c, v, p, pv, tableChapters, 1);
    volumes += r * Math.max(v, pv, tableVolumes);
  }
  const adjust = adjustmentOf(entry);
  if (adjust) chapters = Math.max(0, chapters + adjust);
  return { chapters, volumes };
}

export function animeItem(entry: ProcessedEntry, options: StatsItemOptions = {}): StatsItem {
  const { minutes, episodes } = animeAmounts(entry, options.noRewatches);
  const left = (entry.media?.episodes || 0) - (entry.progress || 0);
  return item(entry, 'anime', options, {
    minutes,
    episodes,
    remaining: Math.max(left, 0),
    remainingMinutes: Math.max(left * (entry.media?.duration || 1), 0),
  });
}

export function mangaItem(entry: ProcessedEntry, options: StatsItemOptions = {}): StatsItem {
  return item(entry, 'manga', options, mangaAmounts(entry, options.noRewatches));
}

export function animeItems(entries: readonly ProcessedEntry[], options: StatsItemOptions = {}): StatsItem[] {
  return entries.map((entry) => animeItem(entry, options));
}

export function mangaItems(entries: readonly ProcessedEntry[], options: StatsItemOptions = {}): StatsItem[] {
  return entries.map((entry) => mangaItem(entry, options));
}

/**
 * The mixed "Genres & Tags" view concatenates both lists; an entry is manga when it has a numeric
 * progressVolumes (anime lists do not fetch it).
 */
export function mixedItems(entries: readonly ProcessedEntry[], options: StatsItemOptions = {}): StatsItem[] {
  return entries.map((entry) => (typeof entry.progressVolumes === 'number' ? mangaItem(entry, options) : animeItem(entry, options)));
}
