/**
 * The statsBias table (issue 26): for each genre and each tag, the member's mean score against
 * the mean of the people they follow and AniList's average score, over the same media, with the
 * difference and its spread. Pure: the session fetches the scores and hands them in.
 *
 * Definitions (also the table's heading tooltip and ARCHITECTURE's Decisions):
 * - the media compared are the member's scored entries (score above 0, anime and manga), at most
 *   BIAS_MEDIA_CAP of them (the lowest media ids first when there are more);
 * - a media belongs to each of its genres, and to each of its tags ranked BIAS_TAG_RANK % or more;
 * - every score is on the 100-point scale whatever the scoreFormat (the member's `score(format:
 *   POINT_100)`, the followed people's likewise, AniList's averageScore);
 * - member mean: the mean of the member's scores over the row's media (Count);
 * - following mean: per media, the mean of the scores (above 0) the followed people gave it; the
 *   row's figure is the mean of those per-media means over the row's media that have any;
 * - site mean: the mean of AniList's averageScore over the row's media that have one;
 * - difference: the mean of the per-media differences (member's score minus the following's
 *   per-media mean, or minus the averageScore) over the media that have the other figure, and its
 *   spread the sample standard deviation of those per-media differences (none under 2 media);
 * - order: the biggest difference from the site first, by size whatever its sign.
 */
import Papa from 'papaparse';
import { average, roundPlaces } from '../../lib/statistics';
import { jsonFile, type StatsExportContext, type StatsExportFile } from './exports';
import type { StatsItem } from './items';
import type { StatsColumn, StatsEntryLine, StatsModelRow, StatsTableModel } from './tableView';
import { lazyEntries } from './tableView';

/** A tag counts for a media when AniList ranks it at least this (percent). */
export const BIAS_TAG_RANK = 60;
/** The most media compared (each batch of 50 costs at least one request). */
export const BIAS_MEDIA_CAP = 1000;

export const BIAS_TABLE_TITLE = 'Score Bias by Genre and Tag';

export interface BiasScores {
  /** AniList's averageScore per media id (null: AniList has none). */
  readonly site: ReadonlyMap<number, number | null>;
  /** The scores above 0 (100-point) the followed people gave, per media id. */
  readonly following: ReadonlyMap<number, readonly number[]>;
  /** What the caps of the load left out: people followed beyond the first 200, scores beyond a batch's pages. */
  readonly capped?: { readonly following: boolean; readonly scores: boolean };
}

export interface BiasDifference {
  /** Mean of the per-media differences (member minus the other). */
  readonly mean: number;
  /** Sample standard deviation of those differences; null under 2 media. */
  readonly spread: number | null;
  /** Media with both figures. */
  readonly count: number;
}

export interface BiasRow {
  readonly key: string;
  readonly kind: 'genre' | 'tag';
  /** The genre or tag as AniList names it. */
  readonly label: string;
  readonly count: number;
  readonly member: number;
  readonly following: number | null;
  /** Scores of followed people on the row's media. */
  readonly followingScores: number;
  readonly site: number | null;
  readonly vsFollowing: BiasDifference | null;
  readonly vsSite: BiasDifference | null;
  readonly mediaIds: readonly number[];
}

export interface BiasTable {
  readonly rows: readonly BiasRow[];
  /** Scored media of the member, and how many were compared (the cap). */
  readonly scored: number;
  readonly compared: number;
  readonly followed: number;
  readonly capped: { readonly following: boolean; readonly scores: boolean };
}

/** The member's scored media to compare, lowest id first, at most `cap`. */
export function biasMediaIds(items: readonly StatsItem[], cap = BIAS_MEDIA_CAP): { ids: number[]; scored: number } {
  const ids = [...new Set(items.filter((item) => item.score > 0).map((item) => item.mediaId))].sort((a, b) => a - b);
  return { ids: ids.slice(0, cap), scored: ids.length };
}

/** Sample standard deviation; null under 2 values. */
export function sampleSpread(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const squares = values.reduce((total, value) => total + (value - mean) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

function difference(values: readonly number[]): BiasDifference | null {
  const mean = average(values);
  return mean === null ? null : { mean, spread: sampleSpread(values), count: values.length };
}

/** The genres and the tags ranked BIAS_TAG_RANK or more of an item's media. */
export function biasGroupsOf(item: StatsItem): { kind: 'genre' | 'tag'; label: string }[] {
  const media = item.entry.media;
  const groups: { kind: 'genre' | 'tag'; label: string }[] = [];
  for (const genre of new Set(media?.genres ?? [])) if (genre) groups.push({ kind: 'genre', label: genre });
  const tags = new Set<string>();
  for (const tag of media?.tags ?? []) if (tag?.name && (tag.rank ?? 0) >= BIAS_TAG_RANK) tags.add(tag.name);
  for (const tag of tags) groups.push({ kind: 'tag', label: tag });
  return groups;
}

const absolute = (difference: BiasDifference | null) => (difference ? Math.abs(difference.mean) : -1);

/** The rows, biggest difference from the site first (then count, then name). */
export function biasTable(items: readonly StatsItem[], scores: BiasScores, compared: ReadonlySet<number>, followed: number, scored = compared.size): BiasTable {
  const groups = new Map<string, { kind: 'genre' | 'tag'; label: string; items: StatsItem[] }>();
  const seen = new Set<number>();
  for (const item of items) {
    if (item.score <= 0 || !compared.has(item.mediaId) || seen.has(item.mediaId)) continue;
    seen.add(item.mediaId);
    for (const group of biasGroupsOf(item)) {
      const key = `${group.kind}:${group.label}`;
      const found = groups.get(key);
      if (found) found.items.push(item);
      else groups.set(key, { ...group, items: [item] });
    }
  }
  const rows: BiasRow[] = [];
  for (const [key, group] of groups) {
    const sites: number[] = [];
    const siteDifferences: number[] = [];
    const follows: number[] = [];
    const followDifferences: number[] = [];
    let followingScores = 0;
    for (const item of group.items) {
      const site = scores.site.get(item.mediaId);
      if (typeof site === 'number' && site > 0) {
        sites.push(site);
        siteDifferences.push(item.score - site);
      }
      const theirs = scores.following.get(item.mediaId) ?? [];
      const theirMean = average(theirs);
      if (theirMean !== null) {
        followingScores += theirs.length;
        follows.push(theirMean);
        followDifferences.push(item.score - theirMean);
      }
    }
    rows.push({
      key,
      kind: group.kind,
      label: group.label,
      count: group.items.length,
      member: average(group.items.map((item) => item.score)) ?? 0,
      following: average(follows),
      followingScores,
      site: average(sites),
      vsFollowing: difference(followDifferences),
      vsSite: difference(siteDifferences),
      mediaIds: group.items.map((item) => item.mediaId),
    });
  }
  rows.sort((a, b) => absolute(b.vsSite) - absolute(a.vsSite) || b.count - a.count || a.key.localeCompare(b.key));
  return { rows, scored, compared: compared.size, followed, capped: scores.capped ?? { following: false, scores: false } };
}

// ---- the drawn shape ----

const one = (value: number) => roundPlaces(value, 1).toFixed(1);
const signed = (value: number) => {
  const text = one(value);
  return value > 0 && text !== '0.0' ? `+${text}` : text === '-0.0' ? '0.0' : text;
};
const orDash = (value: number | null | undefined, format: (value: number) => string = one) => (value === null || value === undefined ? '-' : format(value));

export const BIAS_DEFINITION =
  `Over the profile's scored anime and manga (at most ${BIAS_MEDIA_CAP.toLocaleString('en-US')}, lowest ids first), for each genre and each tag AniList ranks ${BIAS_TAG_RANK}% or more, ` +
  "all scores on the 100-point scale. Mean Score: the mean of the profile's scores. Following Mean: per media, the mean of the scores the people the profile follows gave it, averaged over the media any of them scored. " +
  "Site Mean: the mean of AniList's average score of those media. vs Following, vs Site: the mean of the per-media differences (the profile's score minus theirs), over the media both have; " +
  'Spread: the standard deviation of those differences (sample, 2 media or more). Biggest difference from the site first; the difference columns sort by size whatever the sign.';

const column = (key: string, label: string, hint: string): StatsColumn => ({ key, label, numeric: key !== 'name', hint });

export const BIAS_COLUMNS: readonly StatsColumn[] = [
  column('name', 'Genre or Tag', 'Genres, and tags ranked at least ' + BIAS_TAG_RANK + '% on the media'),
  column('count', 'Count', "The profile's scored media in this genre or tag"),
  column('member', 'Mean Score', "The mean of the profile's scores"),
  column('following', 'Following Mean', 'Per media, the mean score of the people the profile follows; averaged over the media any of them scored'),
  column('site', 'Site Mean', "The mean of AniList's average score of these media"),
  column('vsFollowing', 'vs Following', "The mean of the profile's score minus the following mean, per media (sorted by size)"),
  column('spreadFollowing', 'Following Spread', 'The standard deviation of those differences'),
  column('vsSite', 'vs Site', "The mean of the profile's score minus AniList's average score, per media (sorted by size)"),
  column('spreadSite', 'Site Spread', 'The standard deviation of those differences'),
];

export function biasRowName(row: Pick<BiasRow, 'kind' | 'label'>): string {
  return `${row.kind === 'genre' ? 'Genre' : 'Tag'}: ${row.label}`;
}

function entryLine(item: StatsItem, scores: BiasScores, rowKey: string): StatsEntryLine {
  const site = scores.site.get(item.mediaId);
  const theirs = average(scores.following.get(item.mediaId) ?? []);
  const hasSite = typeof site === 'number' && site > 0;
  return {
    kind: 'entry',
    key: `${rowKey}/${item.mediaId}`,
    mediaId: item.mediaId,
    mediaType: item.kind,
    status: item.status,
    cells: [item.title, '', String(item.score), orDash(theirs), hasSite ? String(site) : '-', theirs === null ? '-' : signed(item.score - theirs), '', hasSite ? signed(item.score - site) : '-', ''],
  };
}

export function biasNote(table: BiasTable, user: string): string | null {
  const parts: string[] = [];
  if (table.compared < table.scored) parts.push(`Only the first ${table.compared} of ${user}'s ${table.scored} scored media (lowest ids) are compared.`);
  if (!table.followed) parts.push(`${user} follows nobody, so there are no following means.`);
  if (table.capped.following) parts.push(`Only the first ${table.followed} people ${user} follows are compared.`);
  if (table.capped.scores) parts.push('Some scores of the people followed were left out (over 600 for one batch of 50 media).');
  return parts.length ? parts.join(' ') : null;
}

export function biasModel(id: string, table: BiasTable, itemOf: ReadonlyMap<number, StatsItem>, scores: BiasScores, user: string): StatsTableModel {
  const rows: StatsModelRow[] = table.rows.map((row) => {
    const items = row.mediaIds.map((mediaId) => itemOf.get(mediaId)).filter((item): item is StatsItem => !!item);
    const name = biasRowName(row);
    return {
      key: row.key,
      name,
      link: null,
      cells: [
        String(row.count),
        one(row.member),
        orDash(row.following),
        orDash(row.site),
        orDash(row.vsFollowing?.mean, signed),
        orDash(row.vsFollowing?.spread),
        orDash(row.vsSite?.mean, signed),
        orDash(row.vsSite?.spread),
      ],
      titles: [
        null,
        null,
        row.following === null ? null : `${row.followingScores} scores on ${row.vsFollowing?.count ?? 0} media`,
        row.site === null ? null : `${row.vsSite?.count ?? 0} media`,
        null,
        null,
        null,
        null,
      ],
      values: [
        row.count,
        row.member,
        row.following ?? Number.NaN,
        row.site ?? Number.NaN,
        row.vsFollowing ? Math.abs(row.vsFollowing.mean) : Number.NaN,
        row.vsFollowing?.spread ?? Number.NaN,
        row.vsSite ? Math.abs(row.vsSite.mean) : Number.NaN,
        row.vsSite?.spread ?? Number.NaN,
      ],
      // No status dots: the row's name (genre or tag, with its kind) needs the room more.
      statusCounts: [],
      entryCount: items.length,
      entries: lazyEntries(() => [...items].sort((a, b) => b.score - a.score).map((item) => entryLine(item, scores, row.key))),
    };
  });
  return { id, title: BIAS_TABLE_TITLE, columns: BIAS_COLUMNS, defaultSort: 'vsSite', rows, note: biasNote(table, user), hint: BIAS_DEFINITION, exportable: true };
}

// ---- exports ----

export function biasExportName(user: string): string {
  return `Score bias stats for ${user}`;
}

const two = (value: number | null | undefined) => (value === null || value === undefined ? null : roundPlaces(value, 2));

export function biasCsv(table: BiasTable, user: string): StatsExportFile {
  const header = ['Kind', 'Name', 'Count', 'Mean Score', 'Following Mean', 'Site Mean', 'vs Following', 'Following Spread', 'vs Site', 'Site Spread'];
  const rows = table.rows.map((row) => [
    row.kind === 'genre' ? 'Genre' : 'Tag',
    row.label,
    row.count,
    two(row.member),
    two(row.following),
    two(row.site),
    two(row.vsFollowing?.mean),
    two(row.vsFollowing?.spread),
    two(row.vsSite?.mean),
    two(row.vsSite?.spread),
  ]);
  return { fileName: `${biasExportName(user)}.csv`, mimeType: 'text/csv', content: Papa.unparse([header, ...rows], { newline: '\n' }) };
}

const BIAS_FIELDS = [
  { key: 'kind', description: 'genre or tag' },
  { key: 'name', description: 'The genre or tag' },
  { key: 'count', description: "The profile's scored media in it" },
  { key: 'score', description: "The mean of the profile's scores (100-point)" },
  { key: 'followingScore', description: 'The mean over its media of the mean score the people the profile follows gave each, or null' },
  { key: 'siteScore', description: "The mean of AniList's average score of its media, or null" },
  { key: 'vsFollowing', description: "The mean of the profile's score minus the following mean, per media, or null" },
  { key: 'vsFollowingSpread', description: 'The sample standard deviation of those differences, or null' },
  { key: 'vsSite', description: "The mean of the profile's score minus AniList's average score, per media, or null" },
  { key: 'vsSiteSpread', description: 'The sample standard deviation of those differences, or null' },
  { key: 'mediaIDs', description: 'The media compared' },
];

export function biasJson(table: BiasTable, context: StatsExportContext): StatsExportFile {
  const data = table.rows.map((row) => ({
    kind: row.kind,
    name: row.label,
    count: row.count,
    score: two(row.member),
    followingScore: two(row.following),
    siteScore: two(row.site),
    vsFollowing: two(row.vsFollowing?.mean),
    vsFollowingSpread: two(row.vsFollowing?.spread),
    vsSite: two(row.vsSite?.mean),
    vsSiteSpread: two(row.vsSite?.spread),
    mediaIDs: row.mediaIds,
  }));
  return jsonFile('Score bias', biasExportName(context.user), context, BIAS_FIELDS, data);
}
