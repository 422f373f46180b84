/**
 * Staff tables (/stats/anime/staff, /stats/manga/staff; algorithms.md §1c "Staff tables").
 * The staff list is joined to the stats list by mediaId (8.80 joined by array position, which
 * misaligned whenever the two lists differed). PLANNING entries are excluded.
 */

import { formatDuration } from '../../lib/duration';
import type { ListMedia, ProcessedEntry, StaffNode } from '../../lib/listEntries';
import { roundPlaces } from '../../lib/statistics';
import type { StatsItem, StatsKind } from './items';

/** Above this many rows the table is thinned (spec doc 2 §5). */
export const STAFF_ROW_LIMIT = 300;

export interface StaffRow {
  readonly id: number;
  /** "first last", trimmed. */
  readonly name: string;
  /** Media with watched minutes (anime) or chapters/volumes read (manga). */
  readonly count: number;
  readonly minutes: number;
  readonly chapters: number;
  readonly volumes: number;
  readonly scoreSum: number;
  readonly scoreCount: number;
  /** scoreSum / scoreCount, or null when none of the media is scored. */
  readonly mean: number | null;
  /** Mean to 2 decimals; blank when there is no score. */
  readonly meanText: string;
}

export interface StaffTable {
  readonly kind: StatsKind;
  /** Rows before thinning. */
  readonly total: number;
  readonly rows: readonly StaffRow[];
}

interface StaffAccumulator {
  id: number;
  /** The first credit seen; the name is built only for the rows that survive thinning. */
  node: StaffNode;
  count: number;
  minutes: number;
  chapters: number;
  volumes: number;
  scoreSum: number;
  scoreCount: number;
  /** The last staff-list entry counted, so a double credit on one media counts once. */
  lastEntry: number;
}

export function staffName(node: StaffNode): string {
  const name = node.name;
  if (!name) return '';
  const joined = `${name.first ?? ''} ${name.last ?? ''}`.trim();
  return joined || (name.full ?? '').trim();
}

export function staffOf(media: ListMedia | null | undefined): StaffNode[] {
  const staff = media?.staff;
  if (!staff) return [];
  const nodes = Array.isArray(staff) ? staff : staff.nodes ?? [];
  return nodes.filter((node): node is StaffNode => !!node && typeof node.id === 'number');
}

/**
 * `items` are the stats list's items (their amounts); `staffEntries` the processed staff-query
 * list, whose media carry `staff`. A staff member credited twice on one media counts once.
 */
export function staffTable(items: readonly StatsItem[], staffEntries: readonly ProcessedEntry[], kind: StatsKind): StaffTable {
  const itemOf = new Map<number, StatsItem>();
  for (const item of items) itemOf.set(item.mediaId, item);
  const index = new StaffIndex(staffEntries);
  const rowsSeen: StaffAccumulator[] = [];
  for (let e = 0; e < staffEntries.length; e++) {
    const entry = staffEntries[e];
    const item = itemOf.get(entry.mediaId);
    if (!item || item.status === 'PLANNING') continue;
    const counts = kind === 'anime' ? item.minutes > 0 : item.chapters > 0 || item.volumes > 0;
    for (const node of nodesOf(entry)) {
      if (!node || typeof node.id !== 'number') continue;
      let row = index.get(node.id);
      if (!row) {
        row = { id: node.id, node, count: 0, minutes: 0, chapters: 0, volumes: 0, scoreSum: 0, scoreCount: 0, lastEntry: -1 };
        index.set(node.id, row);
        rowsSeen.push(row);
      } else if (row.lastEntry === e) continue;
      row.lastEntry = e;
      if (counts) {
        row.count++;
        row.minutes += item.minutes;
        row.chapters += item.chapters;
        row.volumes += item.volumes;
      }
      // A score counts even when the entry has no minutes.
      if (item.score) {
        row.scoreSum += item.score;
        row.scoreCount++;
      }
    }
  }
  const rows = rowsSeen.filter((row) => row.count >= 1);
  // Thinning does not depend on the order, so only the survivors are sorted (stable, so the
  // result is the same as sorting first).
  const kept = thinStaff(rows, kind);
  if (kind === 'anime') kept.sort((a, b) => b.count - a.count || b.minutes - a.minutes);
  else kept.sort((a, b) => b.count - a.count || b.chapters - a.chapters || b.volumes - a.volumes);
  return { kind, total: rows.length, rows: kept.map(finishRow) };
}

function nodesOf(entry: ProcessedEntry): readonly (StaffNode | null)[] {
  const staff = entry.media?.staff;
  return Array.isArray(staff) ? staff : staff?.nodes ?? [];
}

/** Above this, staff ids go in a Map instead of a dense table (AniList's are ~300,000). */
const DENSE_ID_LIMIT = 4_000_000;

/**
 * Staff id → accumulator. Half a million credits make the look-up the hot spot; a dense table
 * indexed by id is several times faster than a Map for AniList's id range.
 */
class StaffIndex {
  private readonly slots: Int32Array | null;
  private readonly rows: StaffAccumulator[] = [];
  private readonly map = new Map<number, StaffAccumulator>();

  constructor(entries: readonly ProcessedEntry[]) {
    let maxId = 0;
    for (const entry of entries) for (const node of nodesOf(entry)) if (node && node.id > maxId) maxId = node.id;
    this.slots = maxId < DENSE_ID_LIMIT ? new Int32Array(maxId + 1) : null;
  }

  get(id: number): StaffAccumulator | undefined {
    if (!this.slots || !Number.isInteger(id) || id < 0 || id >= this.slots.length) return this.map.get(id);
    const slot = this.slots[id];
    return slot ? this.rows[slot - 1] : undefined;
  }

  set(id: number, row: StaffAccumulator): void {
    if (!this.slots || !Number.isInteger(id) || id < 0 || id >= this.slots.length) this.map.set(id, row);
    else {
      this.rows.push(row);
      this.slots[id] = this.rows.length;
    }
  }
}

const ANIME_STEPS: readonly ((row: StaffAccumulator) => boolean)[] = [
  (row) => row.count >= 3,
  (row) => row.count >= 5,
  (row) => row.count >= 10,
];

const MANGA_STEPS: readonly ((row: StaffAccumulator) => boolean)[] = [
  (row) => row.count >= 3 || (row.count >= 2 && row.chapters > 100) || row.chapters > 200,
  (row) => row.count >= 5 || (row.count >= 2 && row.chapters > 200) || row.chapters > 300,
  (row) => row.count >= 10 || (row.count >= 2 && row.chapters > 300) || row.chapters > 400,
];

/** While over 300 rows, apply the next, stricter rule. */
function thinStaff(rows: StaffAccumulator[], kind: StatsKind): StaffAccumulator[] {
  let kept = rows.slice();
  for (const keep of kind === 'anime' ? ANIME_STEPS : MANGA_STEPS) {
    if (kept.length <= STAFF_ROW_LIMIT) break;
    kept = kept.filter(keep);
  }
  return kept;
}

function finishRow(row: StaffAccumulator): StaffRow {
  const mean = row.scoreCount ? row.scoreSum / row.scoreCount : null;
  return {
    id: row.id,
    name: staffName(row.node),
    count: row.count,
    minutes: row.minutes,
    chapters: row.chapters,
    volumes: row.volumes,
    scoreSum: row.scoreSum,
    scoreCount: row.scoreCount,
    mean,
    meanText: mean === null ? '' : String(roundPlaces(mean, 2)),
  };
}

/** Anime time as drawn: the long duration format, with hours (1 decimal) for the tooltip. */
export function staffTimeTexts(minutes: number): { time: string; hours: number } {
  return { time: formatDuration(minutes * 60, 'long'), hours: roundPlaces(minutes / 60, 1) };
}

export type StaffSortColumn = 'name' | 'count' | 'mean' | 'time' | 'chapters' | 'volumes';

/**
 * Heading clicks. Numeric columns sort descending with the tie chains of 8.80:
 * anime count → minutes; manga count → ch → vol → mean, mean → count → ch → vol,
 * ch → vol → count → mean, vol → ch → count → mean. Name sorts alphabetically.
 */
export function sortStaffRows(rows: readonly StaffRow[], column: StaffSortColumn, kind: StatsKind): StaffRow[] {
  const mean = (row: StaffRow) => row.mean ?? -Infinity;
  const chains: Record<Exclude<StaffSortColumn, 'name'>, ((row: StaffRow) => number)[]> = {
    count: kind === 'anime' ? [(r) => r.count, (r) => r.minutes] : [(r) => r.count, (r) => r.chapters, (r) => r.volumes, mean],
    mean: kind === 'anime' ? [mean] : [mean, (r) => r.count, (r) => r.chapters, (r) => r.volumes],
    time: [(r) => r.minutes],
    chapters: [(r) => r.chapters, (r) => r.volumes, (r) => r.count, mean],
    volumes: [(r) => r.volumes, (r) => r.chapters, (r) => r.count, mean],
  };
  if (column === 'name') {
    const collator = new Intl.Collator();
    return [...rows].sort((a, b) => collator.compare(a.name, b.name));
  }
  const chain = chains[column];
  return [...rows].sort((a, b) => {
    for (const key of chain) {
      const difference = key(b) - key(a);
      if (difference) return difference;
    }
    return 0;
  });
}
