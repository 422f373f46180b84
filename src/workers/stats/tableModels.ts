/**
 * The computed stats tables (tagTables, staff, studios) in the one drawn shape of tableView:
 * columns, cells as algorithms.md §1c displays them, and each row's entries best score first.
 */
import { formatDuration } from '../../lib/duration';
import { LIST_STATUSES, type ProcessedEntry } from '../../lib/listEntries';
import { roundPlaces } from '../../lib/statistics';
import { animeGroupTexts, type GroupRow } from './groups';
import type { StatsItem, StatsKind } from './items';
import { staffOf, staffTimeTexts, STAFF_ROW_LIMIT, type StaffTable } from './staff';
import type { StudioRow } from './studios';
import { MIN_TAG_COUNT, mixedTimeText, TAG_HIDE_ABOVE, type CustomTagTable, type WeightedTable } from './tagTables';
import { lazyEntries, type StatsColumn, type StatsEntryLine, type StatsModelRow, type StatsTableModel } from './tableView';

/**
 * The custom tag table's note when a note holds ##STRICT (spec doc 1: the word turns off
 * multi-word merging and casing fixes), said in plain words.
 */
export const STRICT_NOTE =
  'Tags are shown exactly as written in your notes, because one of your notes contains the word ##STRICT: words are not joined into longer tags and capital letters are not corrected.';

const column = (key: string, label: string, numeric = true): StatsColumn => ({ key, label, numeric });
const hoursTitle = (minutes: number) => `${roundPlaces(minutes / 60, 1)} hours`;

export function tagNote(table: WeightedTable): string | null {
  return table.hidden ? `Over ${TAG_HIDE_ABOVE} tags: only those with at least ${MIN_TAG_COUNT} entries are shown (${table.rows.length} of ${table.total})` : null;
}

export function staffNote(table: StaffTable): string | null {
  return table.total > table.rows.length ? `Over ${STAFF_ROW_LIMIT} staff: only the most frequent are shown (${table.rows.length} of ${table.total})` : null;
}

function statusCounts(counts: Readonly<Record<string, number>>): [string, number][] {
  const known = LIST_STATUSES.filter((status) => counts[status]).map((status): [string, number] => [status, counts[status]]);
  const other = Object.keys(counts).filter((status) => !LIST_STATUSES.includes(status as never) && counts[status]);
  return [...known, ...other.map((status): [string, number] => [status, counts[status]])];
}

function countStatuses(items: readonly StatsItem[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[item.status] = (counts[item.status] ?? 0) + 1;
  return counts;
}

/** An entry's cells for the table's columns: the title under the name, its own figures under the rest. */
export function entryLine(item: StatsItem, columns: readonly StatsColumn[], rowKey: string): StatsEntryLine {
  const cells = columns.map((col) => {
    switch (col.key) {
      case 'name':
        return item.title;
      case 'mean':
        return item.score ? String(item.score) : '-';
      case 'time':
        return item.kind === 'anime' ? formatDuration(item.minutes * 60, 'short') : '';
      case 'episodes':
        return item.kind === 'anime' ? String(item.episodes) : '';
      case 'remaining':
        return item.kind === 'anime' ? String(item.remaining) : '';
      case 'chapters':
        return item.kind === 'manga' ? String(item.chapters) : '';
      case 'volumes':
        return item.kind === 'manga' ? String(item.volumes) : '';
      default:
        return '';
    }
  });
  return { kind: 'entry', key: `${rowKey}/${item.mediaId}`, mediaId: item.mediaId, mediaType: item.kind, status: item.status, cells };
}

function entriesOf(ids: readonly number[], itemOf: ReadonlyMap<number, StatsItem>, columns: readonly StatsColumn[], key: string): StatsEntryLine[] {
  const out: StatsEntryLine[] = [];
  for (const id of ids) {
    const item = itemOf.get(id);
    if (item) out.push(entryLine(item, columns, key));
  }
  return out;
}

function groupColumns(kind: StatsKind | 'mixed', nameLabel: string, options: { mean?: boolean; remaining?: boolean } = {}): StatsColumn[] {
  const columns = [column('name', nameLabel, false), column('count', 'Count')];
  if (options.mean !== false) columns.push(column('mean', 'Mean Score'));
  if (kind === 'anime') {
    columns.push(column('time', 'Time Watched'), column('episodes', 'Episodes'));
    if (options.remaining) columns.push(column('remaining', 'Remaining'));
  } else if (kind === 'manga') columns.push(column('chapters', 'Chapters'), column('volumes', 'Volumes'));
  else columns.push(column('time', 'Time'), column('chapters', 'Chapters'));
  return columns;
}

/** Cells and sort values of a group row under the given columns (name excluded). */
function groupCells(row: GroupRow, columns: readonly StatsColumn[], kind: StatsKind | 'mixed', timeToComplete: boolean) {
  const anime = kind === 'anime' ? animeGroupTexts(row, timeToComplete) : null;
  const cells: string[] = [];
  const titles: (string | null)[] = [];
  const values: number[] = [];
  for (const col of columns.slice(1)) {
    let cell = '';
    let title: string | null = null;
    let value = 0;
    switch (col.key) {
      case 'count':
        cell = String(row.count);
        value = row.count;
        break;
      case 'mean':
        cell = row.meanText;
        value = row.mean;
        break;
      case 'time':
        cell = anime ? anime.time : mixedTimeText(row);
        title = hoursTitle(row.minutes);
        value = row.minutes;
        break;
      case 'episodes':
        cell = anime?.episodes ?? '';
        value = row.episodes;
        break;
      case 'remaining':
        cell = anime?.remaining ?? '';
        value = row.remaining;
        break;
      case 'chapters':
        cell = String(row.chapters);
        value = row.chapters;
        break;
      case 'volumes':
        cell = String(row.volumes);
        value = row.volumes;
        break;
    }
    cells.push(cell);
    titles.push(title);
    values.push(value);
  }
  return { cells, titles, values };
}

function groupRows(rows: readonly (GroupRow & { link?: string })[], columns: readonly StatsColumn[], kind: StatsKind | 'mixed', itemOf: ReadonlyMap<number, StatsItem>, timeToComplete: boolean): StatsModelRow[] {
  return rows.map((row) => {
    const key = row.name;
    return {
      key,
      name: row.name,
      link: row.link ?? null,
      ...groupCells(row, columns, kind, timeToComplete),
      statusCounts: statusCounts(row.statusCounts),
      entryCount: row.mediaIds.filter((id) => itemOf.has(id)).length,
      entries: lazyEntries(() => entriesOf(row.mediaIds, itemOf, columns, key)),
    };
  });
}

export function customTagModel(id: string, table: CustomTagTable, kind: StatsKind, itemOf: ReadonlyMap<number, StatsItem>, timeToComplete: boolean): StatsTableModel {
  const columns = groupColumns(kind, 'Tag', { mean: table.showMean, remaining: true });
  return {
    id,
    title: table.title,
    columns,
    defaultSort: 'count',
    rows: groupRows(table.rows, columns, kind, itemOf, timeToComplete),
    note: table.strict ? STRICT_NOTE : null,
    exportable: false,
  };
}

export function weightedModel(id: string, title: string, nameLabel: string, table: WeightedTable, kind: StatsKind | 'mixed', itemOf: ReadonlyMap<number, StatsItem>): StatsTableModel {
  const columns = groupColumns(kind, nameLabel);
  // The table's own order is the weighted mean (centre 41): it is what "Mean Score" marks.
  return { id, title, columns, defaultSort: 'mean', rows: groupRows(table.rows, columns, kind, itemOf, false), note: tagNote(table), exportable: false };
}

/** Entries per staff id over the counted (non-PLANNING) media, best score first. */
function staffEntries(staffList: readonly ProcessedEntry[], itemOf: ReadonlyMap<number, StatsItem>, wanted: ReadonlySet<number>): Map<number, StatsItem[]> {
  const byStaff = new Map<number, StatsItem[]>();
  for (const entry of staffList) {
    const item = itemOf.get(entry.mediaId);
    if (!item || item.status === 'PLANNING') continue;
    let last = -1;
    for (const node of staffOf(entry.media)) {
      if (!wanted.has(node.id) || node.id === last) continue;
      last = node.id;
      const list = byStaff.get(node.id);
      if (list) list.push(item);
      else byStaff.set(node.id, [item]);
    }
  }
  for (const list of byStaff.values()) list.sort((a, b) => b.score - a.score);
  return byStaff;
}

export function staffModel(id: string, table: StaffTable, staffList: readonly ProcessedEntry[], itemOf: ReadonlyMap<number, StatsItem>): StatsTableModel {
  const anime = table.kind === 'anime';
  const columns = anime
    ? [column('name', 'Staff', false), column('count', 'Count'), column('mean', 'Mean Score'), column('time', 'Time Watched')]
    : [column('name', 'Staff', false), column('count', 'Count'), column('mean', 'Mean Score'), column('chapters', 'Chapters Read'), column('volumes', 'Volumes Read')];
  const byStaff = staffEntries(staffList, itemOf, new Set(table.rows.map((row) => row.id)));
  const rows: StatsModelRow[] = table.rows.map((row) => {
    const key = String(row.id);
    const items = byStaff.get(row.id) ?? [];
    const mean = row.mean ?? Number.NaN;
    const cells = anime ? [String(row.count), row.meanText, staffTimeTexts(row.minutes).time] : [String(row.count), row.meanText, String(row.chapters), String(row.volumes)];
    const titles = anime ? [null, `${row.scoreCount} ratings`, hoursTitle(row.minutes)] : [null, `${row.scoreCount} ratings`, null, null];
    const values = anime ? [row.count, mean, row.minutes] : [row.count, mean, row.chapters, row.volumes];
    return {
      key,
      name: row.name,
      link: `/staff/${row.id}`,
      cells,
      titles,
      values,
      statusCounts: statusCounts(countStatuses(items)),
      entryCount: items.length,
      entries: lazyEntries(() => items.map((item) => entryLine(item, columns, key))),
    };
  });
  const chains: Record<string, string[]> = anime
    ? { count: ['count', 'time'], mean: ['mean'], time: ['time'] }
    : { count: ['count', 'chapters', 'volumes', 'mean'], mean: ['mean', 'count', 'chapters', 'volumes'], chapters: ['chapters', 'volumes', 'count', 'mean'], volumes: ['volumes', 'chapters', 'count', 'mean'] };
  return { id, title: anime ? 'Anime Staff' : 'Manga Staff', columns, defaultSort: 'count', chains, rows, note: staffNote(table), exportable: true };
}

export function studioModel(id: string, rows: readonly StudioRow[], itemOf: ReadonlyMap<number, StatsItem>): StatsTableModel {
  const columns = [column('name', 'Studio', false), column('count', 'Count'), column('mean', 'Mean Score'), column('time', 'Time Watched')];
  return {
    id,
    title: 'Anime Studios',
    columns,
    defaultSort: 'count',
    chains: { count: ['count', 'time'], mean: ['mean'], time: ['time'] },
    rows: rows.map((row) => {
      const key = String(row.id);
      return {
        key,
        name: row.name,
        link: `/studio/${row.id}`,
        cells: [String(row.count), row.meanText, staffTimeTexts(row.minutes).time],
        titles: [null, `${row.scoreCount} ratings`, hoursTitle(row.minutes)],
        values: [row.count, row.mean ?? Number.NaN, row.minutes],
        statusCounts: statusCounts(row.statusCounts),
        entryCount: row.media.filter((media) => itemOf.has(media.mediaId)).length,
        entries: lazyEntries(() => entriesOf(row.media.map((media) => media.mediaId), itemOf, columns, key)),
        marked: !row.isAnimationStudio,
      };
    }),
    note: null,
    exportable: true,
  };
}
