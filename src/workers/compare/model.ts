/**
 * The compare table as an incremental model (algorithms.md §1b).
 *
 * Storage is by column: one array per user and field, indexed by row, plus per-row arrays for the
 * media. Adding a user touches only that user's entries (a Map from mediaId to row replaces 8.80's
 * array splices); removing one compacts the arrays. Digest values, the sort order and the visible
 * rows are cached separately, so changing a filter does not recompute digests and changing the
 * digest does not re-filter more than needed. The page gets only what it shows: row windows and a
 * summary.
 */

import {
  DEFAULT_COMPARE_OPTIONS,
  EN_DASH,
  digestLabel,
  type CompareListType,
  type CompareOptions,
  type CompareStatus,
  type Demand,
  type DigestMode,
  type StatusFilter,
} from '../../lib/compareOptions';
import type { MediaTitle } from '../../lib/listEntries';
import { scoreDisplay, toHundredPoint } from '../../lib/scores';
import { roundPlaces } from '../../lib/statistics';
import { pickTitle, type TitleLanguage } from '../../lib/titles';
import { computeAllDigests } from './allDigests';
import {
  COMPLETED,
  NOT,
  PLANNING,
  STATUS_NAMES,
  compactArray,
  compactColumn,
  growArray,
  growColumn,
  newColumn,
  statusCode,
  type Column,
} from './columns';
import { formatDigest } from './digests';

export interface CompareMedia {
  episodes?: number | null;
  chapters?: number | null;
  format?: string | null;
  title?: MediaTitle | null;
  averageScore?: number | null;
  popularity?: number | null;
  startDate?: { year?: number | null } | null;
}

/** One entry of a user's raw (de-duplicated) list; score is in the user's own format. */
export interface CompareEntry {
  mediaId: number;
  status?: string | null;
  progress?: number | null;
  score?: number | null;
  media?: CompareMedia | null;
}

export interface CompareUserList {
  name: string;
  id?: number;
  avatar?: string | null;
  scoreFormat?: string | null;
  /** Ids of the user's favourites of the page's type (three pages). */
  favourites?: readonly number[];
  entries: readonly CompareEntry[];
}

export interface CompareModelConfig {
  readonly type: CompareListType;
  /** The viewer's title language (ROMAJI when absent). */
  readonly titleLanguage?: TitleLanguage;
  /** User title aliases by media id; in this table they rank after the language preference. */
  readonly aliases?: ReadonlyMap<number, string>;
  readonly options?: Partial<CompareOptions>;
}

export interface CompareCellView {
  /** The normalised score, 0 = none. */
  readonly score: number;
  /** The score text (100-point or own format), an en dash for an unrated entry, '' for none. */
  readonly text: string;
  readonly status: CompareStatus;
  /** "progress/total" while not PLANNING or COMPLETED, else null. */
  readonly progress: string | null;
  readonly favourite: boolean;
}

export interface CompareRowView {
  readonly id: number;
  readonly title: string;
  /** The start year, given only when another visible row has the same title (to tell them apart). */
  readonly year?: number;
  readonly format: string | null;
  readonly digest: number | null;
  readonly digestText: string;
  readonly numberWatched: number;
  readonly cells: readonly CompareCellView[];
}

export interface CompareUserInfo {
  readonly name: string;
  readonly id?: number;
  readonly avatar: string | null;
  readonly scoreFormat: string;
  readonly entryCount: number;
  readonly demand: Demand;
  readonly statusFilter: StatusFilter;
}

export interface CompareSummary {
  readonly type: CompareListType;
  readonly users: readonly CompareUserInfo[];
  readonly options: CompareOptions;
  readonly digestLabel: string;
  /** All rows (any user has an entry). */
  readonly rowCount: number;
  /** Rows passing the filters. */
  readonly visibleCount: number;
  /** Per user: mean of the truthy normalised scores over the visible rows, or null. */
  readonly columnMeans: readonly (number | null)[];
  /** The same, as shown: 2 decimals, or an en dash. */
  readonly columnMeanTexts: readonly string[];
  /** The footer is drawn only when some column has a rating among the visible rows. */
  readonly showFooter: boolean;
}

/** The row as the JSON export writes it (all rows, unfiltered). */
export interface CompareRowRecord {
  id: number;
  /** Kept for the 1.00 format: the first column's score (meaningless, as in 8.80). */
  average: number;
  title: string;
  format: string | null;
  score: number[];
  scorePersonal: number[];
  status: CompareStatus[];
  progress: (string | false)[];
  numberWatched: number;
  favourite: boolean[];
  averageScore: number | null;
  popularity: number | null;
  digest: number | null;
}

const MIN_CAPACITY = 1024;

export class CompareModel {
  readonly type: CompareListType;
  private readonly titleLanguage: TitleLanguage;
  private readonly aliases: ReadonlyMap<number, string>;
  private opts: CompareOptions;

  private columns: Column[] = [];
  /** Rows: media id, title, format, site data, and "/total" of the progress text. */
  private ids: number[] = [];
  private titles: string[] = [];
  private formats: (string | null)[] = [];
  private totals: string[] = [];
  /** Start years, 0 = unknown. */
  private years: number[] = [];
  private capacity = 0;
  /** NaN = null. */
  private averageScores = new Float64Array(0);
  private popularities = new Float64Array(0);
  private numberWatched = new Int32Array(0);
  private rowOf = new Map<number, number>();

  /** Bumped whenever rows or columns change. */
  private dataVersion = 0;
  private digestCache: { mode: DigestMode; version: number; values: Float64Array } | null = null;
  /** Row indices in display order; each sort starts from the previous order, as in 8.80. */
  private order: number[] = [];
  /** Set by a user add: the next sort starts from id order, so ties come out id-ascending. */
  private orderFromIds = false;
  private orderKey = '';
  private orderDataVersion = -1;
  private orderVersion = 0;
  private filterVersion = 0;
  private visibleCache: VisibleState | null = null;
  private titleRanks: { version: number; ranks: Int32Array } | null = null;

  constructor(config: CompareModelConfig) {
    this.type = config.type;
    this.titleLanguage = config.titleLanguage ?? 'ROMAJI';
    this.aliases = config.aliases ?? new Map();
    this.opts = normaliseOptions({ ...DEFAULT_COMPARE_OPTIONS, ...config.options }, []);
  }

  get options(): CompareOptions {
    return this.opts;
  }

  get userNames(): string[] {
    return this.columns.map((column) => column.name);
  }

  get rowCount(): number {
    return this.ids.length;
  }

  hasUser(name: string): boolean {
    return this.columnIndex(name) !== -1;
  }

  /**
   * Adds a user's column at `position` (default: last). Columns follow the order of the users
   * in the address, so a caller adding users as their lists arrive passes the address position.
   * Adding a user already present replaces their column, in place unless a position is given
   * (a reload must not move the column away from its address position).
   */
  addUser(list: CompareUserList, position?: number): void {
    const existing = this.columnIndex(list.name);
    if (existing !== -1) this.removeUser(list.name);
    const wanted = position ?? (existing !== -1 ? existing : this.columns.length);
    let newRows = 0;
    for (const entry of list.entries) if (!this.rowOf.has(entry.mediaId)) newRows++;
    this.ensureCapacity(this.ids.length + newRows);
    const column = newColumn(list, this.capacity);
    const favourites = new Set(list.favourites ?? []);
    for (const entry of list.entries) {
      let row = this.rowOf.get(entry.mediaId);
      if (row === undefined) row = this.appendRow(entry);
      else if (column.status[row] !== NOT) {
        // A duplicate the caller did not merge: the last copy wins, as in list merging.
        if (column.score[row]) this.numberWatched[row]--;
        column.entryCount--;
      }
      const score = entry.score ?? 0;
      const normalised = toHundredPoint(score, column.scoreFormat) || 0;
      column.score[row] = normalised;
      column.personal[row] = score;
      column.status[row] = statusCode(entry.status);
      column.progress[row] = entry.progress ?? 0;
      column.favourite[row] = favourites.has(entry.mediaId) ? 1 : 0;
      column.entryCount++;
      if (normalised) this.numberWatched[row]++;
    }
    const at = Math.max(0, Math.min(wanted, this.columns.length));
    this.columns = [...this.columns.slice(0, at), column, ...this.columns.slice(at)];
    this.orderFromIds = true;
    this.touchData();
  }

  /**
   * Removes a user's column and every row no remaining user has an entry for. numberWatched is
   * kept exact (8.80 left the removed user's ratings in it).
   */
  removeUser(name: string): boolean {
    const index = this.columnIndex(name);
    if (index === -1) return false;
    const [removed] = this.columns.splice(index, 1);
    for (let row = 0; row < this.ids.length; row++) if (removed.score[row]) this.numberWatched[row]--;
    this.dropEmptyRows();
    if (this.opts.sort.by === 'user' && this.opts.sort.user.toLowerCase() === removed.name.toLowerCase()) {
      // 8.80 kept sorting by the vanished column (NaN comparisons); fall back to the digest.
      this.opts = { ...this.opts, sort: { by: 'digest', inverse: false } };
    }
    this.touchData();
    return true;
  }

  setOptions(changes: Partial<CompareOptions>): CompareOptions {
    const next = normaliseOptions({ ...this.opts, ...changes }, this.userNames);
    if (next.formatFilter !== this.opts.formatFilter || next.minRatings !== this.opts.minRatings) this.filterVersion++;
    this.opts = next;
    return next;
  }

  /** Sets one user's demand and/or status filter. */
  setUserFilter(name: string, filter: { demand?: Demand; statusFilter?: StatusFilter }): boolean {
    const column = this.columns[this.columnIndex(name)];
    if (!column) return false;
    if (filter.demand !== undefined) column.demand = filter.demand;
    if (filter.statusFilter !== undefined) column.statusFilter = filter.statusFilter;
    this.filterVersion++;
    return true;
  }

  /** Media ids of the visible rows in display order. */
  visibleRowIds(): number[] {
    return this.visibleRows().map((row) => this.ids[row]);
  }

  /** The visible rows from `start`, at most `count`, ready to draw. */
  rowWindow(start: number, count: number): CompareRowView[] {
    const { rows, sharedTitles } = this.visibleState();
    const digests = this.digestValues();
    const from = Math.max(0, Math.floor(start));
    const to = Math.min(rows.length, from + Math.max(0, Math.floor(count)));
    const views: CompareRowView[] = [];
    for (let i = from; i < to; i++) views.push(this.rowView(rows[i], digests, sharedTitles));
    return views;
  }

  summary(): CompareSummary {
    const { rows, means } = this.visibleState();
    return {
      type: this.type,
      users: this.columns.map((column) => ({
        name: column.name,
        id: column.id,
        avatar: column.avatar,
        scoreFormat: column.scoreFormat,
        entryCount: column.entryCount,
        demand: column.demand,
        statusFilter: column.statusFilter,
      })),
      options: this.opts,
      digestLabel: digestLabel(this.opts.digest),
      rowCount: this.ids.length,
      visibleCount: rows.length,
      columnMeans: means,
      columnMeanTexts: means.map((mean) => (mean === null ? EN_DASH : String(roundPlaces(mean, 2)))),
      showFooter: means.some((mean) => mean !== null),
    };
  }

  /** Row indices (not ids) of the visible rows, in display order. For exports. */
  visibleRows(): number[] {
    return this.visibleState().rows;
  }

  /** Row indices of all rows, in display order. */
  orderedRows(): number[] {
    this.ensureOrder();
    return this.order;
  }

  digestOf(row: number): number | null {
    const value = this.digestValues()[row];
    return Number.isNaN(value) ? null : value;
  }

  titleOf(row: number): string {
    return this.titles[row];
  }

  scoresOf(row: number): number[] {
    return this.columns.map((column) => column.score[row]);
  }

  record(row: number): CompareRowRecord {
    const score = this.scoresOf(row);
    return {
      id: this.ids[row],
      average: score[0] ?? 0,
      title: this.titles[row],
      format: this.formats[row],
      score,
      scorePersonal: this.columns.map((column) => column.personal[row]),
      status: this.columns.map((column) => STATUS_NAMES[column.status[row]]),
      progress: this.columns.map((column) => this.progressText(column, row) ?? false),
      numberWatched: this.numberWatched[row],
      favourite: this.columns.map((column) => column.favourite[row] === 1),
      averageScore: nullable(this.averageScores[row]),
      popularity: nullable(this.popularities[row]),
      digest: this.digestOf(row),
    };
  }

  /**
   * The normalised scores of two columns (by position) over every row both rated, filters
   * ignored: what compatibility compares. Empty when either column does not exist.
   */
  sharedRatings(first: number, second: number): { a: number[]; b: number[] } {
    const a: number[] = [];
    const b: number[] = [];
    const one = this.columns[first];
    const two = this.columns[second];
    if (!one || !two) return { a, b };
    for (let row = 0; row < this.ids.length; row++) {
      if (one.score[row] && two.score[row]) {
        a.push(one.score[row]);
        b.push(two.score[row]);
      }
    }
    return { a, b };
  }

  private columnIndex(name: string): number {
    const wanted = name.toLowerCase();
    return this.columns.findIndex((column) => column.name.toLowerCase() === wanted);
  }

  private ensureCapacity(rows: number): void {
    if (rows <= this.capacity) return;
    const capacity = Math.max(rows, this.capacity * 2, MIN_CAPACITY);
    for (const column of this.columns) growColumn(column, capacity);
    this.averageScores = growArray(this.averageScores, capacity);
    this.popularities = growArray(this.popularities, capacity);
    this.numberWatched = growArray(this.numberWatched, capacity);
    this.capacity = capacity;
  }

  private appendRow(entry: CompareEntry): number {
    const row = this.ids.length;
    const media = entry.media;
    this.ids.push(entry.mediaId);
    this.titles.push(pickTitle({ id: entry.mediaId, title: media?.title ?? {} }, this.titleLanguage, this.aliases, 'aliasAfterLanguage'));
    this.formats.push(media?.format ?? null);
    this.averageScores[row] = media?.averageScore ?? Number.NaN;
    this.popularities[row] = media?.popularity ?? Number.NaN;
    const total = media?.chapters || media?.episodes;
    this.totals.push(total ? String(total) : '');
    this.years.push(media?.startDate?.year ?? 0);
    this.rowOf.set(entry.mediaId, row);
    return row;
  }

  private dropEmptyRows(): void {
    const rowCount = this.ids.length;
    const listed = new Uint8Array(rowCount);
    for (const column of this.columns) {
      const status = column.status;
      for (let row = 0; row < rowCount; row++) if (status[row] !== NOT) listed[row] = 1;
    }
    let kept = 0;
    for (let row = 0; row < rowCount; row++) kept += listed[row];
    if (kept === rowCount) return;
    const keep = new Int32Array(kept);
    const newIndex = new Int32Array(rowCount).fill(-1);
    for (let row = 0, i = 0; row < rowCount; row++) {
      if (listed[row]) {
        newIndex[row] = i;
        keep[i++] = row;
      }
    }
    const pick = <T>(values: T[]): T[] => Array.from(keep, (row) => values[row]);
    this.ids = pick(this.ids);
    this.titles = pick(this.titles);
    this.formats = pick(this.formats);
    this.totals = pick(this.totals);
    this.years = pick(this.years);
    this.averageScores = compactArray(this.averageScores, keep, this.capacity);
    this.popularities = compactArray(this.popularities, keep, this.capacity);
    this.numberWatched = compactArray(this.numberWatched, keep, this.capacity);
    for (const column of this.columns) compactColumn(column, keep, this.capacity);
    this.rowOf = new Map(this.ids.map((id, row) => [id, row]));
    // Keep the previous display order (ties keep it on the next sort).
    this.order = this.order.filter((row) => newIndex[row] !== -1).map((row) => newIndex[row]);
  }

  private touchData(): void {
    this.dataVersion++;
    this.digestCache = null;
  }

  /** The current digest for every row; NaN stands for null. Computed once per mode and data. */
  private digestValues(): Float64Array {
    const mode = this.opts.digest;
    const cache = this.digestCache;
    if (cache && cache.mode === mode && cache.version === this.dataVersion) return cache.values;
    const values = computeAllDigests(mode, this.columns, this.ids.length, this.averageScores, this.popularities);
    this.digestCache = { mode, version: this.dataVersion, values };
    return values;
  }

  private ensureOrder(): void {
    const sort = this.opts.sort;
    const key =
      sort.by === 'user' ? `user:${sort.user.toLowerCase()}:${sort.inverse}` : sort.by === 'digest' ? `digest:${this.opts.digest}:${sort.inverse}` : `title:${sort.inverse}`;
    if (key === this.orderKey && this.orderDataVersion === this.dataVersion) return;
    if (this.orderFromIds || this.order.length !== this.ids.length) this.order = this.rowsById();
    this.orderFromIds = false;
    if (sort.by === 'title') {
      const ranks = this.titleRankValues();
      this.order.sort((a, b) => ranks[a] - ranks[b]);
      // ▲ is ascending reversed, ties included, as in 8.80.
      if (sort.inverse) this.order.reverse();
    } else {
      const keys = sort.by === 'digest' ? this.digestValues() : this.columns[this.columnIndex(sort.user)]?.score;
      if (keys) {
        // Null digests (NaN) sort as 0.
        const value = (row: number) => keys[row] || 0;
        const byValue = sort.inverse ? (a: number, b: number) => value(a) - value(b) : (a: number, b: number) => value(b) - value(a);
        // A user's unrated and absent titles come after their rated ones in both directions
        // (algorithms.md §1b): ▲ must show the lowest ratings first, not every unrated title.
        const unratedLast = (a: number, b: number) => (keys[a] ? 0 : 1) - (keys[b] ? 0 : 1) || byValue(a, b);
        this.order.sort(sort.by === 'user' ? unratedLast : byValue);
      }
    }
    this.orderKey = key;
    this.orderDataVersion = this.dataVersion;
    this.orderVersion++;
  }

  private rowsById(): number[] {
    const ids = Float64Array.from(this.ids).sort();
    return Array.from(ids, (id) => this.rowOf.get(id) as number);
  }

  /** Title ranks by the default-locale collation (as localeCompare), computed once per data. */
  private titleRankValues(): Int32Array {
    if (this.titleRanks && this.titleRanks.version === this.dataVersion) return this.titleRanks.ranks;
    const collator = new Intl.Collator();
    const byTitle = Array.from(this.titles.keys()).sort((a, b) => collator.compare(this.titles[a], this.titles[b]));
    const ranks = new Int32Array(this.titles.length);
    let rank = 0;
    for (let i = 0; i < byTitle.length; i++) {
      if (i > 0 && collator.compare(this.titles[byTitle[i - 1]], this.titles[byTitle[i]]) !== 0) rank++;
      ranks[byTitle[i]] = rank;
    }
    this.titleRanks = { version: this.dataVersion, ranks };
    return ranks;
  }

  private visibleState(): VisibleState {
    this.ensureOrder();
    const cache = this.visibleCache;
    if (cache && cache.orderVersion === this.orderVersion && cache.filterVersion === this.filterVersion) return cache;
    const rows = filterRows(this.order, this.columns, this.formats, this.numberWatched, this.opts);
    const means = this.columns.map((column) => meanOfRated(column.score, rows));
    const sharedTitles = titlesSeenTwice(rows, this.titles);
    this.visibleCache = { orderVersion: this.orderVersion, filterVersion: this.filterVersion, rows, means, sharedTitles };
    return this.visibleCache;
  }

  private rowView(row: number, digests: Float64Array, sharedTitles: ReadonlySet<string>): CompareRowView {
    const digest = nullable(digests[row]);
    const title = this.titles[row];
    const year = this.years[row];
    return {
      id: this.ids[row],
      title,
      ...(year && sharedTitles.has(title) ? { year } : {}),
      format: this.formats[row],
      digest,
      digestText: formatDigest(digest),
      numberWatched: this.numberWatched[row],
      cells: this.columns.map((column) => this.cellView(column, row)),
    };
  }

  private cellView(column: Column, row: number): CompareCellView {
    const score = column.score[row];
    const status = column.status[row];
    let text = '';
    if (score) text = this.opts.ratingSystems ? scoreDisplay(column.personal[row], column.scoreFormat).text : String(roundPlaces(score, 3));
    else if (status !== NOT) text = EN_DASH;
    return {
      score,
      text,
      status: STATUS_NAMES[status],
      progress: this.progressText(column, row),
      favourite: column.favourite[row] === 1,
    };
  }

  private progressText(column: Column, row: number): string | null {
    const status = column.status[row];
    if (status === NOT || status === PLANNING || status === COMPLETED) return null;
    return `${column.progress[row]}/${this.totals[row]}`;
  }
}

interface VisibleState {
  readonly orderVersion: number;
  readonly filterVersion: number;
  /** Row indices in display order. */
  readonly rows: number[];
  readonly means: (number | null)[];
  /** Titles more than one visible row has: those rows show their year. */
  readonly sharedTitles: ReadonlySet<string>;
}

function titlesSeenTwice(rows: readonly number[], titles: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const row of rows) {
    const title = titles[row];
    if (seen.has(title)) twice.add(title);
    else seen.add(title);
  }
  return twice;
}

function nullable(value: number): number | null {
  return Number.isNaN(value) ? null : value;
}

function normaliseOptions(options: CompareOptions, userNames: readonly string[]): CompareOptions {
  const minRatings = Number(options.minRatings);
  let sort = options.sort;
  if (sort.by === 'user' && userNames.length) {
    const wanted = sort.user.toLowerCase();
    if (!userNames.some((name) => name.toLowerCase() === wanted)) sort = { by: 'digest', inverse: sort.inverse };
  }
  return { ...options, sort, minRatings: Number.isFinite(minRatings) ? Math.max(0, minRatings) : 0 };
}

function filterRows(order: readonly number[], columns: readonly Column[], formats: readonly (string | null)[], numberWatched: Int32Array, options: CompareOptions): number[] {
  const filtered = columns.filter((column) => column.demand !== 0 || column.statusFilter !== false);
  const wantedStatus = filtered.map((column) => (column.statusFilter === false ? -1 : STATUS_NAMES.indexOf(column.statusFilter)));
  const { formatFilter, minRatings } = options;
  const rows: number[] = [];
  outer: for (const row of order) {
    if (formatFilter !== false && formats[row] !== formatFilter) continue;
    if (numberWatched[row] < minRatings) continue;
    for (let i = 0; i < filtered.length; i++) {
      const column = filtered[i];
      const score = column.score[row];
      if (column.demand === 1 && !score) continue outer;
      if (column.demand === -1 && score) continue outer;
      if (wantedStatus[i] !== -1 && column.status[row] !== wantedStatus[i]) continue outer;
    }
    rows.push(row);
  }
  return rows;
}

function meanOfRated(scores: Float64Array, rows: readonly number[]): number | null {
  let total = 0;
  let count = 0;
  for (const row of rows) {
    const score = scores[row];
    if (score) {
      total += score;
      count++;
    }
  }
  return count ? total / count : null;
}
