/**
 * The compare table's words, as the page and the worker's model share them (spec doc 2 §5,
 * algorithms.md §1b): the statuses and the per-user filters (status, demand), the format filter,
 * the digest modes with the spec's labels, the sort, the options and their defaults. The model
 * that applies them is the worker's (workers/compare/model.ts).
 */

export type CompareStatus = 'COMPLETED' | 'CURRENT' | 'PLANNING' | 'PAUSED' | 'DROPPED' | 'REPEATING' | 'NOT';
/** false = every status. */
export type StatusFilter = CompareStatus | false;
/** 0 any, 1 must be rated (✓), −1 must be unrated (✕). */
export type Demand = 0 | 1 | -1;

/** The status dot's cycle: all → … → not on list → all. */
export const STATUS_FILTER_CYCLE: readonly StatusFilter[] = [false, 'COMPLETED', 'CURRENT', 'PLANNING', 'PAUSED', 'DROPPED', 'REPEATING', 'NOT'];
const DEMAND_CYCLE: readonly Demand[] = [0, 1, -1];

export function nextStatusFilter(current: StatusFilter): StatusFilter {
  return STATUS_FILTER_CYCLE[(STATUS_FILTER_CYCLE.indexOf(current) + 1) % STATUS_FILTER_CYCLE.length];
}

export function nextDemand(current: Demand): Demand {
  return DEMAND_CYCLE[(DEMAND_CYCLE.indexOf(current) + 1) % DEMAND_CYCLE.length];
}

export type CompareListType = 'ANIME' | 'MANGA';

/** The format filter's choices per list type (spec doc 2 §5). */
export const FORMAT_FILTERS: Readonly<Record<CompareListType, readonly { readonly value: string; readonly label: string }[]>> = {
  ANIME: [
    { value: 'TV', label: 'TV' },
    { value: 'MOVIE', label: 'Movie' },
    { value: 'TV_SHORT', label: 'TV Short' },
    { value: 'OVA', label: 'OVA' },
    { value: 'ONA', label: 'ONA' },
    { value: 'SPECIAL', label: 'Special' },
    { value: 'MUSIC', label: 'Music' },
  ],
  MANGA: [
    { value: 'MANGA', label: 'Manga' },
    { value: 'NOVEL', label: 'Novel' },
    { value: 'ONE_SHOT', label: 'One Shot' },
  ],
};

/** The digest column's modes (algorithms.md §1b "Digest modes"; computed by workers/compare/digests.ts). */
export type DigestMode =
  | 'average'
  | 'median'
  | 'average0'
  | 'minimum'
  | 'maximum'
  | 'difference'
  | 'stdDeviation'
  | 'absDeviation'
  | 'ratings'
  | 'planning'
  | 'current'
  | 'favourites'
  | 'popularity'
  | 'score'
  | 'scoreDiff';

/** The modes in the select's order, with the spec's labels verbatim. */
export const DIGEST_MODES: readonly { readonly id: DigestMode; readonly label: string }[] = [
  { id: 'average', label: 'Average' },
  { id: 'median', label: 'Median' },
  { id: 'average0', label: 'Average~0' },
  { id: 'minimum', label: 'Minimum' },
  { id: 'maximum', label: 'Maximum' },
  { id: 'difference', label: 'Difference' },
  { id: 'stdDeviation', label: 'Std. Deviation' },
  { id: 'absDeviation', label: 'Abs. Deviation' },
  { id: 'ratings', label: '#Ratings' },
  { id: 'planning', label: '#Planning' },
  { id: 'current', label: '#Current' },
  { id: 'favourites', label: '#Favourites' },
  { id: 'popularity', label: '$Popularity' },
  { id: 'score', label: '$Score' },
  { id: 'scoreDiff', label: '$Score diff.' },
];

const LABELS = new Map(DIGEST_MODES.map((mode) => [mode.id, mode.label]));

export function isDigestMode(value: unknown): value is DigestMode {
  return typeof value === 'string' && LABELS.has(value as DigestMode);
}

export function digestLabel(mode: DigestMode): string {
  return LABELS.get(mode) ?? mode;
}

export type CompareSort =
  | { readonly by: 'title'; readonly inverse: boolean }
  | { readonly by: 'digest'; readonly inverse: boolean }
  | { readonly by: 'user'; readonly user: string; readonly inverse: boolean };

export interface CompareOptions {
  readonly digest: DigestMode;
  readonly sort: CompareSort;
  /** A media format, or false for all. */
  readonly formatFilter: string | false;
  readonly minRatings: number;
  /** Show each user's score in their own format instead of the 100-point value. */
  readonly ratingSystems: boolean;
  /** Colour the whole cell by status instead of a dot (display only). */
  readonly fullColour: boolean;
}

export const DEFAULT_COMPARE_OPTIONS: CompareOptions = {
  digest: 'average',
  sort: { by: 'digest', inverse: false },
  formatFilter: false,
  minRatings: 1,
  ratingSystems: false,
  fullColour: false,
};

/** What an unrated entry's cell, and a figure there is none of, shows. */
export const EN_DASH = '–';
