/**
 * The tag-like tables of the profile stats page (algorithms.md §1c): "Custom Anime/Manga Tags"
 * from list notes, custom lists and pinned site tags; the regular tag and genre tables ordered by
 * the 41-weighted mean; the mixed "Genres & Tags" view.
 */

import { formatMinutes } from '../../lib/duration';
import { collectNoteTags } from '../../lib/noteTags';
import { weightedScore } from '../../lib/statistics';
import { groupRow, type GroupRow } from './groups';
import type { StatsItem, StatsKind } from './items';

export const NOT_ON_CUSTOM_LIST = 'Not on custom list';
export const ALL_MEDIA = 'All media';
/** Tag tables with more rows than this keep only the tags with at least MIN_TAG_COUNT items. */
export const TAG_HIDE_ABOVE = 50;
export const MIN_TAG_COUNT = 3;
export const SFW_HIDDEN_NAME = 'Hentai';

export function customTagTableTitle(kind: StatsKind): string {
  return kind === 'anime' ? 'Custom Anime Tags' : 'Custom Manga Tags';
}

export interface CustomTagOptions {
  /** Site tag names the user pinned to this table. */
  readonly regularTags?: readonly string[];
  readonly negativeCustomList?: boolean;
  readonly globalCustomList?: boolean;
}

export interface CustomTagTable {
  readonly title: string;
  /** Some note held ##STRICT (no multi-word merging or case fixing). */
  readonly strict: boolean;
  /** False when every row's mean is 0: the Mean Score column is hidden. */
  readonly showMean: boolean;
  /** Count descending, then name. No hiding rule for this table. */
  readonly rows: readonly GroupRow[];
}

/** Runs over all entries, PLANNING included. */
export function customTagTable(items: readonly StatsItem[], kind: StatsKind, options: CustomTagOptions = {}): CustomTagTable {
  const { tags, strict } = collectNoteTags(items, (item) => item.entry.notes);
  const add = (name: string, item: StatsItem) => {
    const list = tags.get(name);
    if (list) list.push(item);
    else tags.set(name, [item]);
  };
  for (const tag of options.regularTags ?? []) {
    for (const item of items) if (item.entry.media?.tags?.some((t) => t?.name === tag)) add(tag, item);
  }
  for (const item of items) {
    if (item.entry.isCustomList) for (const name of item.entry.listLocations) add(name, item);
    else if (options.negativeCustomList) add(NOT_ON_CUSTOM_LIST, item);
    if (options.globalCustomList) add(ALL_MEDIA, item);
  }
  const collator = new Intl.Collator();
  const rows = Array.from(tags, ([name, list]) => groupRow(name, list))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || collator.compare(a.name, b.name));
  return { title: customTagTableTitle(kind), strict, showMean: rows.some((row) => row.mean !== 0), rows };
}

export interface WeightedRow extends GroupRow {
  /** (Σ scores + 41) / (k + 1): the ordering key. */
  readonly weighted: number;
  /** `/search/anime?included…=<name>&onList=true`. */
  readonly link: string;
}

export interface WeightedTable {
  /** Rows before hiding. */
  readonly total: number;
  /** True when the >50 rule removed rows. */
  readonly hidden: boolean;
  readonly rows: readonly WeightedRow[];
}

export interface WeightedTableOptions {
  /** Safe-for-work mode skips the Hentai group. */
  readonly sfw?: boolean;
}

/** Regular site tags: weighted order, and over 50 rows only tags with ≥ 3 items stay. */
export function tagTable(items: readonly StatsItem[], options: WeightedTableOptions = {}): WeightedTable {
  return weightedTable(items, (item) => (item.entry.media?.tags ?? []).map((tag) => tag?.name), 'includedTags', true, options);
}

/** Genres: weighted order, never hidden. */
export function genreTable(items: readonly StatsItem[], options: WeightedTableOptions = {}): WeightedTable {
  return weightedTable(items, (item) => item.entry.media?.genres ?? [], 'includedGenres', false, options);
}

function weightedTable(
  items: readonly StatsItem[],
  namesOf: (item: StatsItem) => readonly (string | null | undefined)[],
  linkParameter: string,
  hideRule: boolean,
  options: WeightedTableOptions,
): WeightedTable {
  // Map order = first appearance in mediaId order: the last tie-break.
  const groups = new Map<string, StatsItem[]>();
  for (const item of items) {
    for (const name of namesOf(item)) {
      if (!name || (options.sfw && name === SFW_HIDDEN_NAME)) continue;
      const list = groups.get(name);
      if (list) list.push(item);
      else groups.set(name, [item]);
    }
  }
  const rows: WeightedRow[] = [];
  for (const [name, list] of groups) {
    rows.push({
      ...groupRow(name, list),
      weighted: weightedScore(list.map((item) => item.score)),
      link: `/search/anime?${linkParameter}=${encodeURIComponent(name)}&onList=true`,
    });
  }
  rows.sort((a, b) => b.weighted - a.weighted || b.count - a.count);
  const hidden = hideRule && rows.length > TAG_HIDE_ABOVE;
  return { total: rows.length, hidden, rows: hidden ? rows.filter((row) => row.count >= MIN_TAG_COUNT) : rows };
}

export interface MixedTables {
  readonly tags: WeightedTable;
  readonly genres: WeightedTable;
}

/** The "Genres & Tags" view over the anime and manga lists together (see mixedItems). */
export function mixedTagTables(items: readonly StatsItem[], options: WeightedTableOptions = {}): MixedTables {
  return { tags: tagTable(items, options), genres: genreTable(items, options) };
}

/** The mixed view's time column. */
export function mixedTimeText(row: GroupRow): string {
  return formatMinutes(row.minutes);
}

/** The pinned-tag field: empty input is ignored, the first character is upper-cased. */
export function normaliseRegularTagInput(text: string): string | null {
  const name = text.trim();
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : null;
}
