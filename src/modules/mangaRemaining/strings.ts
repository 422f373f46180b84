import { leftText, type Remaining, type RemainingTotals } from '../../lib/mangaRemaining';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const strings = {
  heading: 'Left to read',
  loading: 'Counting what is left to read\u2026',
  /** The totals: "1,234 chapters, 56 volumes" ("~1,234" when an estimate is in it). */
  totals: (t: RemainingTotals) =>
    `${leftText(t.chapters, t.estimated)} ${plural(t.chapters, 'chapter', 'chapters')}, ${t.volumes.toLocaleString('en-US')} ${plural(t.volumes, 'volume', 'volumes')}`,
  /** Under the totals: how many manga, and what the marks mean. */
  detail: (t: RemainingTotals) =>
    `in ${t.manga.toLocaleString('en-US')} ${plural(t.manga, 'manga', 'manga')} being read` +
    (t.estimated ? '; ~ estimated from recent reading activity' : '') +
    (t.unknown ? `; ${t.unknown.toLocaleString('en-US')} without a chapter count or estimate` : ''),
  nothing: 'No manga being read.',
  /** A row's label: "12 ch · 3 vol left", "~12 ch left", "? ch left". */
  row: (r: Remaining) => `${leftText(r.chapters, r.estimated)} ch${r.volumes !== null ? ` \u00b7 ${r.volumes} vol` : ''} left`,
  rowTitle: (r: Remaining) =>
    `${r.chapters === null ? 'Chapters left unknown' : `${leftText(r.chapters, r.estimated)} ${plural(r.chapters, 'chapter', 'chapters')} left`}` +
    (r.estimated ? ' (estimated from recent reading activity)' : '') +
    (r.volumes !== null ? `, ${r.volumes} ${plural(r.volumes, 'volume', 'volumes')} left` : ''),
  failed: 'Could not count what is left to read: AniList did not answer. Reload the page to try again.',
  someGuessesFailed: (n: number) => `${n.toLocaleString('en-US')} ${plural(n, 'estimate', 'estimates')} could not be made (AniList did not answer).`,
} as const;

/** Our elements (host-dom.md §2.4: boxes of ours in `div.hohExtraFilters`). */
export const IDS = {
  listWrap: 'hohMangaRemainingWrap',
  statsWrap: 'hohMangaRemainingStats',
  style: 'hohMangaRemainingStyle',
} as const;
/** The class of a row's label. */
export const ROW_LABEL = 'hohLeftToRead';
