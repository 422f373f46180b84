/**
 * The profile stats tables kept in the worker (algorithms.md §1c, §4): the owner's anime and
 * manga lists and the staff of every listed media are fetched here a chunk at a time, the
 * tables computed here, and the page only receives headline figures, table summaries and the
 * lines it draws. Option changes recompute the tables and keep each table's sort and search.
 */
import { graphqlInWorker, type FetchBridge, type FetchResult } from '../fetchInWorker';
import { mergeProcessedList } from '../lists';
import type { ProcessedEntry } from '../../lib/listEntries';
import { datingCandidates, type DatingCandidate } from '../../lib/datingFix';
import type { TitleLanguage } from '../../lib/titles';
import {
  STATS_CHUNK_SIZE,
  STATS_LIST_CHUNK,
  STATS_STAFF_CHUNK,
  type StatsListChunkResult,
  type StatsStaffChunkResult,
} from '../../api/queries/stats';
import { animeItems, mangaItems, type StatsItem, type StatsKind } from '../stats/items';
import { customTagTable, customTagTableTitle, genreTable, mixedTagTables, normaliseRegularTagInput, tagTable } from '../stats/tagTables';
import { staffTable, type StaffTable } from '../stats/staff';
import { studioTable, type StudioRow } from '../stats/studios';
import { timeWatched, type TimeWatched } from '../stats/timeWatched';
import { headline, type Headline } from '../stats/headline';
import { staffCsv, staffJson, studioCsv, studioJson, type StatsExportContext, type StatsExportFile } from '../stats/exports';
import { customTagModel, staffModel, studioModel, weightedModel } from '../stats/tableModels';
import { biasCsv, biasJson, biasMediaIds, biasModel, biasTable, type BiasScores, type BiasTable } from '../stats/bias';
import {
  BIAS_FOLLOWING_PAGES,
  BIAS_MEDIA_BATCH,
  BIAS_PER_PAGE,
  BIAS_SCORE_PAGES,
  STATS_BIAS_FOLLOWING,
  STATS_BIAS_SCORES,
  type StatsBiasFollowingResult,
  type StatsBiasScoresResult,
} from '../../api/queries/statsBias';
import { StatsTableState, type StatsLine, type StatsTableModel, type StatsTableSummary } from '../stats/tableView';

export type StatsTableId =
  | 'customAnime'
  | 'customManga'
  | 'tagsAnime'
  | 'tagsManga'
  | 'genresAnime'
  | 'genresManga'
  | 'mixedTags'
  | 'mixedGenres'
  | 'staffAnime'
  | 'staffManga'
  | 'studios'
  /** statsBias's table (its own switch): made by loadBias. */
  | 'bias';

/** Pages of followed scores read per batch of media at most (4 requests): the rest are left out. */
export const BIAS_BATCH_PAGE_CAP = 12;

export interface StatsOptions {
  noRewatches: boolean;
  allStudios: boolean;
  negativeCustomList: boolean;
  globalCustomList: boolean;
  timeToCompleteColumn: boolean;
  sfw: boolean;
}

export interface StatsSessionConfig {
  user: string;
  titleLanguage?: TitleLanguage;
  aliases?: ReadonlyArray<readonly [number, string]>;
  options?: Partial<StatsOptions>;
  /** Pinned site tags by custom table title (local storage of the page). */
  regularTags?: Readonly<Record<string, readonly string[]>>;
}

export type StatsLoadFailure = 'notFound' | 'private' | 'failed' | 'aborted';
export type StatsLoadResult = { ok: true; user: string; anime: number; manga: number } | { ok: false; reason: StatsLoadFailure; message: string };
export type StatsStaffResult = { ok: true; staff: number } | { ok: false; reason: StatsLoadFailure; message: string };

export type StatsBiasResult = { ok: true; media: number; followed: number } | { ok: false; reason: StatsLoadFailure; message: string };
/** Reported while the bias table loads: batches of media done, of how many. */
export type StatsBiasProgressCallback = (done: number, total: number) => unknown;

/** Reported while loading: which list and how many chunks have arrived. */
export type StatsProgressCallback = (what: string, chunks: number) => unknown;

export interface StatsOverview {
  readonly user: string;
  readonly anime: Headline;
  readonly manga: Headline;
  readonly timeWatched: TimeWatched | null;
}

const DEFAULT_OPTIONS: StatsOptions = { noRewatches: false, allStudios: false, negativeCustomList: false, globalCustomList: false, timeToCompleteColumn: false, sfw: false };

function report(onProgress: StatsProgressCallback | undefined, what: string, chunks: number): void {
  try {
    void Promise.resolve(onProgress?.(what, chunks)).catch(() => undefined);
  } catch {
    // A failing progress display is not the job's problem.
  }
}

function reportBias(onProgress: StatsBiasProgressCallback | undefined, done: number, total: number): void {
  try {
    void Promise.resolve(onProgress?.(done, total)).catch(() => undefined);
  } catch {
    // A failing progress display is not the job's problem.
  }
}

function failure(result: Exclude<FetchResult<unknown>, { kind: 'ok' }>): { ok: false; reason: StatsLoadFailure; message: string } {
  return result.kind === 'aborted' ? { ok: false, reason: 'aborted', message: 'aborted' } : { ok: false, reason: result.kind, message: result.message };
}

/** Reads chunks until AniList says there is no next one; the rate budget paces each request. */
async function readChunks<T extends { MediaListCollection: { hasNextChunk: boolean | null } | null }>(
  bridge: FetchBridge,
  document: string,
  variables: Record<string, unknown>,
  signal: AbortSignal,
  onChunk: (data: NonNullable<T['MediaListCollection']>, chunk: number) => void,
): Promise<FetchResult<null>> {
  for (let chunk = 1; ; chunk++) {
    const result = await graphqlInWorker<T>(bridge, document, { ...variables, chunk, perChunk: STATS_CHUNK_SIZE }, signal);
    if (result.kind !== 'ok') return result;
    const collection = result.data.MediaListCollection;
    if (!collection) return { kind: 'notFound', message: 'Not Found.' };
    onChunk(collection as NonNullable<T['MediaListCollection']>, chunk);
    if (!collection.hasNextChunk) return { kind: 'ok', data: null };
  }
}

export class StatsSession {
  private readonly controller = new AbortController();
  private options: StatsOptions;
  private regularTags: Record<string, readonly string[]>;
  private userName: string;
  private lists: Record<StatsKind, ProcessedEntry[]> = { anime: [], manga: [] };
  private staffLists: Partial<Record<StatsKind, ProcessedEntry[]>> = {};
  private items: Record<StatsKind, StatsItem[]> = { anime: [], manga: [] };
  private itemOf = new Map<number, StatsItem>();
  private staff: Partial<Record<StatsKind, StaffTable>> = {};
  private studios: StudioRow[] = [];
  private readonly tables = new Map<StatsTableId, StatsTableState>();
  private loaded = false;
  private userId: number | null = null;
  private bias: { table: BiasTable; scores: BiasScores; compared: ReadonlySet<number>; scored: number; followed: number } | null = null;

  constructor(private readonly config: StatsSessionConfig, private readonly bridge: FetchBridge) {
    this.options = { ...DEFAULT_OPTIONS, ...config.options };
    this.regularTags = { ...config.regularTags };
    this.userName = config.user;
  }

  get closed(): boolean {
    return this.controller.signal.aborted;
  }

  /** Both lists, a chunk at a time. Failures come back as results, never thrown. */
  async loadLists(onProgress?: StatsProgressCallback, kinds: readonly StatsKind[] = ['anime', 'manga']): Promise<StatsLoadResult> {
    for (const kind of kinds) {
      const groups: NonNullable<StatsListChunkResult['MediaListCollection']>['lists'] = [];
      const result = await readChunks<StatsListChunkResult>(this.bridge, STATS_LIST_CHUNK, { name: this.config.user, type: kind.toUpperCase() }, this.controller.signal, (data, chunk) => {
        if (data.user?.name) this.userName = data.user.name;
        if (typeof data.user?.id === 'number') this.userId = data.user.id;
        for (const list of data.lists ?? []) groups.push(list);
        report(onProgress, kind, chunk);
      });
      if (this.closed) return { ok: false, reason: 'aborted', message: 'session closed' };
      if (result.kind !== 'ok') return failure(result);
      // A list split over chunks comes back as several groups of the same name: merged as one.
      this.lists[kind] = mergeProcessedList({ lists: groups as never });
    }
    this.loaded = true;
    this.recompute();
    return { ok: true, user: this.userName, anime: this.lists.anime.length, manga: this.lists.manga.length };
  }

  /** The staff of every listed media of one kind (two pages of 25 each). */
  async loadStaff(kind: StatsKind, onProgress?: StatsProgressCallback): Promise<StatsStaffResult> {
    const groups: { entries: unknown[] }[] = [];
    const result = await readChunks<StatsStaffChunkResult>(this.bridge, STATS_STAFF_CHUNK, { name: this.config.user, type: kind.toUpperCase() }, this.controller.signal, (data, chunk) => {
      for (const list of data.lists ?? []) if (list) groups.push({ entries: list.entries ?? [] });
      report(onProgress, `${kind} staff`, chunk);
    });
    if (this.closed) return { ok: false, reason: 'aborted', message: 'session closed' };
    if (result.kind !== 'ok') return failure(result);
    this.staffLists[kind] = mergeProcessedList({ lists: groups as never });
    this.computeStaff(kind);
    return { ok: true, staff: this.staff[kind]?.total ?? 0 };
  }

  /**
   * The statsBias table: whom the member follows (up to 200), then per batch of 50 of the
   * member's scored media AniList's average scores and the followed people's scores, a few pages
   * per request through the rate budget. Failures come back as results, never thrown.
   */
  async loadBias(onProgress?: StatsBiasProgressCallback): Promise<StatsBiasResult> {
    if (!this.loaded || this.userId === null) return { ok: false, reason: 'failed', message: 'the lists are not loaded' };
    const signal = this.controller.signal;
    const following = await graphqlInWorker<StatsBiasFollowingResult>(this.bridge, STATS_BIAS_FOLLOWING, { userId: this.userId }, signal);
    if (this.closed) return { ok: false, reason: 'aborted', message: 'session closed' };
    if (following.kind !== 'ok') return failure(following);
    const followed = new Set<number>();
    for (let page = 1; page <= BIAS_FOLLOWING_PAGES; page++) {
      for (const user of following.data[`f${page}`]?.following ?? []) if (user && user.id !== this.userId) followed.add(user.id);
    }
    const users = [...followed];
    // A full last page: there may be more people than the pages read.
    const followingCapped = (following.data[`f${BIAS_FOLLOWING_PAGES}`]?.following?.length ?? 0) >= BIAS_PER_PAGE;
    let scoresCapped = false;
    const { ids, scored } = biasMediaIds([...this.items.anime, ...this.items.manga]);
    const site = new Map<number, number | null>();
    const theirs = new Map<number, number[]>();
    const batches: number[][] = [];
    for (let start = 0; start < ids.length; start += BIAS_MEDIA_BATCH) batches.push(ids.slice(start, start + BIAS_MEDIA_BATCH));
    reportBias(onProgress, 0, batches.length);
    for (let index = 0; index < batches.length; index++) {
      const media = batches[index];
      for (let first = 1; first <= BIAS_BATCH_PAGE_CAP; first += BIAS_SCORE_PAGES) {
        const variables: Record<string, unknown> = { users, media, withMedia: first === 1, withScores: users.length > 0 };
        for (let page = 0; page < BIAS_SCORE_PAGES; page++) variables[`p${page + 1}`] = first + page;
        const result = await graphqlInWorker<StatsBiasScoresResult>(this.bridge, STATS_BIAS_SCORES, variables, signal);
        if (this.closed) return { ok: false, reason: 'aborted', message: 'session closed' };
        if (result.kind !== 'ok') return failure(result);
        for (const found of result.data.media?.media ?? []) if (found) site.set(found.id, found.averageScore);
        let more = users.length > 0;
        for (let page = 1; page <= BIAS_SCORE_PAGES; page++) {
          const scores = result.data[`s${page}`];
          for (const entry of scores?.mediaList ?? []) {
            if (!entry || !entry.score || entry.score <= 0 || !followed.has(entry.userId)) continue;
            const list = theirs.get(entry.mediaId);
            if (list) list.push(entry.score);
            else theirs.set(entry.mediaId, [entry.score]);
          }
          more = more && !!scores?.pageInfo?.hasNextPage;
        }
        if (!more) break;
        if (first + BIAS_SCORE_PAGES > BIAS_BATCH_PAGE_CAP) scoresCapped = true;
      }
      reportBias(onProgress, index + 1, batches.length);
    }
    const compared = new Set(ids);
    const scores: BiasScores = { site, following: theirs, capped: { following: followingCapped, scores: scoresCapped } };
    this.bias = { table: biasTable([], scores, compared, users.length, scored), scores, compared, scored, followed: users.length };
    this.computeBias();
    return { ok: true, media: ids.length, followed: users.length };
  }

  overview(): StatsOverview {
    return {
      user: this.userName,
      anime: headline(this.items.anime, 'anime'),
      manga: headline(this.items.manga, 'manga'),
      timeWatched: timeWatched(this.items.anime),
    };
  }

  /** The dating tool's entries (both lists, anime first); the page only receives these. */
  datingCandidates(currentYear: number): DatingCandidate[] {
    const titleOf = (mediaId: number) => this.itemOf.get(mediaId)?.title ?? String(mediaId);
    return datingCandidates([...this.lists.anime, ...this.lists.manga], titleOf, currentYear);
  }

  setOptions(changes: Partial<StatsOptions>): void {
    this.options = { ...this.options, ...changes };
    if (this.loaded) this.recompute();
  }

  /**
   * The custom table's add field: pins a site tag to the table (empty input ignored, first
   * character capitalised). The page stores the returned list under the table's title.
   */
  addRegularTag(id: 'customAnime' | 'customManga', text: string): { title: string; tags: string[]; summary: StatsTableSummary | null } | null {
    const name = normaliseRegularTagInput(text);
    if (!name) return null;
    const title = customTagTableTitle(id === 'customAnime' ? 'anime' : 'manga');
    const tags = [...(this.regularTags[title] ?? []).filter((tag) => tag !== name), name];
    this.regularTags[title] = tags;
    if (this.loaded) this.recompute();
    return { title, tags, summary: this.tableSummary(id) };
  }

  /** The table's summary, or null while its data has not arrived. */
  tableSummary(id: StatsTableId): StatsTableSummary | null {
    return this.tables.get(id)?.summary() ?? null;
  }

  tableLines(id: StatsTableId, start: number, count: number): StatsLine[] {
    return this.tables.get(id)?.lines(start, count) ?? [];
  }

  sortTable(id: StatsTableId, key: string): StatsTableSummary | null {
    return this.tables.get(id)?.setSort(key) ?? null;
  }

  searchTable(id: StatsTableId, text: string): StatsTableSummary | null {
    return this.tables.get(id)?.setSearch(text) ?? null;
  }

  toggleRow(id: StatsTableId, key: string): StatsTableSummary | null {
    return this.tables.get(id)?.toggleRow(key) ?? null;
  }

  filterRow(id: StatsTableId, key: string, status: string): StatsTableSummary | null {
    return this.tables.get(id)?.setStatusFilter(key, status) ?? null;
  }

  exportTable(id: StatsTableId, format: 'csv' | 'json', context: Omit<StatsExportContext, 'user'>): StatsExportFile | null {
    const full = { ...context, user: this.userName };
    if (id === 'bias') return this.bias ? (format === 'csv' ? biasCsv(this.bias.table, this.userName) : biasJson(this.bias.table, full)) : null;
    if (id === 'studios') return format === 'csv' ? studioCsv(this.studios, this.userName) : studioJson(this.studios, full);
    const kind = id === 'staffAnime' ? 'anime' : id === 'staffManga' ? 'manga' : null;
    const table = kind && this.staff[kind];
    if (!table) return null;
    return format === 'csv' ? staffCsv(table, this.userName) : staffJson(table, full);
  }

  close(): void {
    this.controller.abort();
    this.tables.clear();
  }

  private put(id: StatsTableId, model: StatsTableModel): void {
    const held = this.tables.get(id);
    if (held) held.replace(model);
    else this.tables.set(id, new StatsTableState(model));
  }

  private recompute(): void {
    const itemOptions = { noRewatches: this.options.noRewatches, titleLanguage: this.config.titleLanguage, aliases: new Map(this.config.aliases ?? []) };
    this.items = { anime: animeItems(this.lists.anime, itemOptions), manga: mangaItems(this.lists.manga, itemOptions) };
    this.itemOf = new Map();
    for (const item of [...this.items.anime, ...this.items.manga]) this.itemOf.set(item.mediaId, item);
    const weighted = { sfw: this.options.sfw };
    for (const kind of ['anime', 'manga'] as const) {
      const suffix = kind === 'anime' ? 'Anime' : 'Manga';
      const custom = customTagTable(this.items[kind], kind, {
        regularTags: this.regularTags[customTagTableTitle(kind)] ?? [],
        negativeCustomList: this.options.negativeCustomList,
        globalCustomList: this.options.globalCustomList,
      });
      this.put(`custom${suffix}`, customTagModel(`custom${suffix}`, custom, kind, this.itemOf, this.options.timeToCompleteColumn));
      this.put(`tags${suffix}`, weightedModel(`tags${suffix}`, `${suffix} Tags`, 'Tag', tagTable(this.items[kind], weighted), kind, this.itemOf));
      this.put(`genres${suffix}`, weightedModel(`genres${suffix}`, `${suffix} Genres`, 'Genre', genreTable(this.items[kind], weighted), kind, this.itemOf));
    }
    // The mixed view is both lists together (an anime list never carries progressVolumes, so
    // typing by list is 8.80's typing by progressVolumes).
    const mixedOf = this.itemOf;
    const mixedTables = mixedTagTables([...this.items.anime, ...this.items.manga], weighted);
    this.put('mixedTags', weightedModel('mixedTags', 'Tags', 'Tag', mixedTables.tags, 'mixed', mixedOf));
    this.put('mixedGenres', weightedModel('mixedGenres', 'Genres', 'Genre', mixedTables.genres, 'mixed', mixedOf));
    this.studios = studioTable(this.items.anime, { allStudios: this.options.allStudios });
    this.put('studios', studioModel('studios', this.studios, this.itemOf));
    for (const kind of ['anime', 'manga'] as const) if (this.staffLists[kind]) this.computeStaff(kind);
    this.computeBias();
  }

  private computeBias(): void {
    const bias = this.bias;
    if (!bias || !this.loaded) return;
    const table = biasTable([...this.items.anime, ...this.items.manga], bias.scores, bias.compared, bias.followed, bias.scored);
    this.bias = { ...bias, table };
    this.put('bias', biasModel('bias', table, this.itemOf, bias.scores, this.userName));
  }

  private computeStaff(kind: StatsKind): void {
    const list = this.staffLists[kind];
    if (!list || !this.loaded) return;
    const table = staffTable(this.items[kind], list, kind);
    this.staff[kind] = table;
    const id = kind === 'anime' ? 'staffAnime' : 'staffManga';
    this.put(id, staffModel(id, table, list, this.itemOf));
  }
}
