/**
 * The page's side of the compute worker. The worker starts on first use, never at script load.
 * A readiness check races a ping against the worker's 'error' event and a 3 s timeout: a page
 * whose policy blocks Blob workers makes comlink calls hang silently (toolchain.md §3, pitfall 6),
 * so then the same worker code runs on the page instead, and console.info says why. Calls made
 * through a handle reject when its signal aborts, and sessions opened through it are dropped in
 * the worker.
 *
 * The worker's code is carried once, as text (build/lazyChunks.ts): a Blob made of it starts the
 * worker, and the page fallback runs the same text with a MessageChannel port as its `self`, so
 * both ways talk comlink to the same api object.
 */
import { proxy, wrap, type Endpoint } from 'comlink';
import { computeWorkerSource } from 'virtual:automail-worker';
import type { ComputeApi } from './session/api';
import type { FetchBridge } from './fetchInWorker';
import type { AddUserResult, CompareCompatibility, CompareProgress, CompareSessionConfig } from './session/compare';
import type { CheckerPageResult, CheckerRunOptions } from './session/checker';
import type { ImportLoadResult, ImportMatchResult, ImportSaveOptions, ImportSaves } from './session/import';
import type { AutorecsJobOptions, AutorecsJobResult } from './session/autorecsJob';
import type { CompatibilityJobOptions, CompatibilityJobResult } from './session/compatibilityJob';
import type { OwnImportContext, OwnImportPlan } from './session/ownImport';
import type { ExportContext, ListExportOutcome } from './session/listExport';
import type { StatsBiasResult, StatsLoadResult, StatsOptions, StatsOverview, StatsSessionConfig, StatsStaffResult, StatsTableId } from './session/stats';
import type { StatsLine, StatsTableSummary } from './stats/tableView';
import type { StatsExportContext, StatsExportFile } from './stats/exports';
import type { BackupDownload, BulkEditConfig, BulkLoadResult, PlanResult, PlanRowView, RestoreResult, SelectionChange } from './session/bulkEdit';
import type { BulkChange } from '../lib/bulkEditTypes';
import type { DatingCandidate } from '../lib/datingFix';
import type { StaffRolesConfig, StaffRolesLoadResult, StaffRolesView } from './session/staffRoles';
import type { StaffRoleRowView } from './staffRoles/view';
import type { StaffSort } from '../lib/staffSorts';
import type { StaffRoleKind } from '../api/queries/staffRoles';
import type { CompareJsonContext, CompareRowView, CompareSummary, ExportFile } from './compare';
import type { CompareOptions, Demand, StatusFilter } from '../lib/compareOptions';
import type { ListType } from './importMatch';
import type { ScoreFormat } from '../lib/scores';
import { apiEndpoint, apiReferrer } from '../api/endpoint';
import { pagePermits } from '../api/permits';
import { clearToken as clearConfiguredToken } from '../api/apiConfig';
import { requireEval } from '../core/evalBlocked';

export const READY_TIMEOUT_MS = 3000;

type Job = (...args: never[]) => unknown;
type JobKeys = { [K in keyof ComputeApi]: ComputeApi[K] extends Job ? K : never }[keyof ComputeApi];

/** Every job of the api, as an async call (the same shape in the worker and on the page). */
export type Compute = {
  [K in JobKeys]: ComputeApi[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

export interface ComputeBackend {
  readonly compute: Compute;
  readonly mode: 'worker' | 'page';
  /** Why the jobs run on the page. */
  readonly reason?: string;
}

/** Starts the worker's code on the page: its `self` is one end of a channel, comlink talks over the other. */
export function startOnPage(source: string = computeWorkerSource()): Endpoint {
  // Where the page blocks Blob workers it may block eval too: then say so once, plainly.
  requireEval('its heavy jobs (statistics, comparisons, imports)');
  const channel = new MessageChannel();
  new Function('self', source)(channel.port1);
  return channel.port2 as unknown as Endpoint;
}

/** A Blob worker running the worker's code. */
export function startWorker(source: string = computeWorkerSource()): Worker {
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    return new Worker(url, { name: 'automail-compute' });
  } finally {
    // The worker has fetched its script once it is constructed; the URL is not needed again.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

function pageBackend(reason: string, runOnPage: () => Endpoint): ComputeBackend {
  console.info(`Automail: heavy jobs run on the page instead of a worker: ${reason}`);
  return { compute: wrap<ComputeApi>(runOnPage()) as unknown as Compute, mode: 'page', reason };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function startBackend(makeWorker: () => Worker, readyTimeoutMs: number, runOnPage: () => Endpoint): Promise<ComputeBackend> {
  let worker: Worker;
  try {
    worker = makeWorker();
  } catch (error) {
    return pageBackend(`the worker could not be created (${messageOf(error)})`, runOnPage);
  }
  const remote = wrap<ComputeApi>(worker);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onError: (() => void) | undefined;
  const problem = await new Promise<string | null>((resolve) => {
    timer = setTimeout(() => resolve(`the worker did not answer within ${readyTimeoutMs / 1000} s`), readyTimeoutMs);
    onError = () => resolve('the worker failed to start (does the page block blob: workers?)');
    worker.addEventListener('error', onError);
    remote.ping().then(
      (answer) => resolve(answer === 'pong' ? null : 'the worker answered the ping wrongly'),
      (error: unknown) => resolve(`the worker's first call failed (${messageOf(error)})`),
    );
  });
  clearTimeout(timer);
  if (onError) worker.removeEventListener('error', onError);
  if (problem) {
    worker.terminate();
    return pageBackend(problem, runOnPage);
  }
  return { compute: remote as unknown as Compute, mode: 'worker' };
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Rejects when the signal aborts first; the result is dropped. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The page's gate (health and budget), endpoint, address (the worker's Referer) and token,
 * handed to the worker as one comlink proxy. An 'Invalid token' answer in the worker calls
 * `clearToken` here, on the page.
 */
export function pageBridge(getToken: () => string = () => '', clearToken: () => void | Promise<void> = clearConfiguredToken): FetchBridge {
  return proxy({
    get endpoint() {
      return apiEndpoint();
    },
    get referrer() {
      return apiReferrer();
    },
    get token() {
      return getToken();
    },
    acquirePermit: () => pagePermits.acquirePermit(),
    recordResponse: pagePermits.recordResponse,
    recordHealth: pagePermits.recordHealth,
    clearToken: () => clearToken(),
  });
}

export interface ComputeClient {
  /** The backend, started on first call and cached (the readiness check runs once). */
  backend(): Promise<ComputeBackend>;
  /** All jobs; calls reject when `signal` aborts. */
  getCompute(signal?: AbortSignal): Promise<Compute>;
}

export function createComputeClient(
  makeWorker: () => Worker = () => startWorker(),
  readyTimeoutMs: number = READY_TIMEOUT_MS,
  runOnPage: () => Endpoint = () => startOnPage(),
): ComputeClient {
  let started: Promise<ComputeBackend> | null = null;
  const backend = () => (started ??= startBackend(makeWorker, readyTimeoutMs, runOnPage));
  return {
    backend,
    async getCompute(signal) {
      const { compute } = await untilAborted(backend(), signal);
      if (!signal) return compute;
      // A proxy, not a copy of the job list: the page holds no compute code to list jobs from.
      const jobs = compute as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const guarded = new Proxy({} as Record<string, (...args: unknown[]) => Promise<unknown>>, {
        // Not a thenable: 'then' must stay undefined, or awaiting the handle would call a job.
        get: (_target, key) => (typeof key !== 'string' || key === 'then' ? undefined : (...args: unknown[]) => untilAborted(jobs[key](...args), signal)),
      });
      return guarded as unknown as Compute;
    },
  };
}

const defaultClient = createComputeClient();

/** The compute jobs, in the worker when possible. Calls reject when `signal` aborts. */
export function getCompute(signal?: AbortSignal): Promise<Compute> {
  return defaultClient.getCompute(signal);
}

export interface SessionOptions {
  signal?: AbortSignal;
  /** The script's token for authorised reads; anonymous when omitted. */
  getToken?: () => string;
  /** Forgets that token when AniList calls it invalid; by default the API client's configured clearToken (main.ts: the setting). */
  clearToken?: () => void | Promise<void>;
  client?: ComputeClient;
}

/** Opens a session and drops it in the worker when the signal aborts. */
async function openSession(options: SessionOptions, openIn: (compute: Compute) => Promise<number>) {
  const client = options.client ?? defaultClient;
  const { signal } = options;
  const compute = await client.getCompute(signal);
  const { compute: raw } = await client.backend();
  // Opened unguarded so an abort during the call cannot leave a session nobody closes.
  const id = await openIn(raw);
  const close = () => {
    void raw.closeSession(id).catch(() => undefined);
  };
  if (signal?.aborted) {
    close();
    throw abortReason(signal);
  }
  signal?.addEventListener('abort', close, { once: true });
  return { compute, id, close };
}

export interface CompareSessionHandle {
  readonly id: number;
  addUser(name: string, onProgress?: (stage: CompareProgress) => void): Promise<AddUserResult>;
  removeUser(name: string): Promise<CompareSummary>;
  setOptions(changes: Partial<CompareOptions>): Promise<CompareSummary>;
  setUserFilter(name: string, filter: { demand?: Demand; statusFilter?: StatusFilter }): Promise<CompareSummary>;
  rowCount(): Promise<number>;
  rowWindow(start: number, count: number): Promise<CompareRowView[]>;
  summary(): Promise<CompareSummary>;
  /** Each other user against the first, over the media both rated; null with fewer than two users. */
  compatibility(): Promise<CompareCompatibility | null>;
  exportCsv(): Promise<ExportFile>;
  exportJson(context: CompareJsonContext): Promise<ExportFile>;
  close(): void;
}

/** The compare table living in the worker; only summaries and row windows come back. */
export async function openCompareSession(config: CompareSessionConfig, options: SessionOptions = {}): Promise<CompareSessionHandle> {
  const { compute, id, close } = await openSession(options, (c) => c.compareOpen(config, pageBridge(options.getToken, options.clearToken)));
  return {
    id,
    addUser: (name, onProgress) => compute.compareAddUser(id, name, onProgress ? proxy(onProgress) : undefined),
    removeUser: (name) => compute.compareRemoveUser(id, name),
    setOptions: (changes) => compute.compareSetOptions(id, changes),
    setUserFilter: (name, filter) => compute.compareSetUserFilter(id, name, filter),
    rowCount: () => compute.compareRowCount(id),
    rowWindow: (start, count) => compute.compareRowWindow(id, start, count),
    summary: () => compute.compareSummary(id),
    compatibility: () => compute.compareCompatibility(id),
    exportCsv: () => compute.compareExportCsv(id),
    exportJson: (context) => compute.compareExportJson(id, context),
    close,
  };
}

export interface CheckerRunHandle {
  readonly id: number;
  nextPage(): Promise<CheckerPageResult>;
  close(): void;
}

/** A checker run fetching its pages in the worker. */
export async function openCheckerRun(runOptions: CheckerRunOptions, options: SessionOptions = {}): Promise<CheckerRunHandle> {
  const { compute, id, close } = await openSession(options, (c) => c.checkerOpen(runOptions, pageBridge(options.getToken, options.clearToken)));
  return { id, nextPage: () => compute.checkerNextPage(id), close };
}

export interface ImportHandle {
  readonly id: number;
  load(text: string, context: { signedInAs: string | null; now: number }): Promise<ImportLoadResult>;
  match(onProgress?: (done: number, total: number) => void): Promise<ImportMatchResult>;
  saves(indexes: readonly number[], format: ScoreFormat, saveOptions?: ImportSaveOptions): Promise<ImportSaves>;
  close(): void;
}

/** An Anime-Planet import whose searching and matching run in the worker. */
export async function openImport(listType: ListType, options: SessionOptions = {}): Promise<ImportHandle> {
  const { compute, id, close } = await openSession(options, (c) => c.importOpen(listType));
  return {
    id,
    load: (text, context) => compute.importLoad(id, text, context),
    match: (onProgress) => compute.importMatch(id, pageBridge(options.getToken, options.clearToken), onProgress ? proxy(onProgress) : undefined),
    saves: (indexes, format, saveOptions) => compute.importSaves(id, indexes, format, saveOptions),
    close,
  };
}

/** The own-JSON import's difference check, with the user's list fetched in the worker. */
export async function planOwnImport(text: string, listType: ListType, context: OwnImportContext, options: SessionOptions = {}): Promise<OwnImportPlan> {
  const compute = await (options.client ?? defaultClient).getCompute(options.signal);
  return compute.planOwnImport(pageBridge(options.getToken, options.clearToken), text, listType, context);
}

/** Autorecs for a user, fetched and computed in the worker. */
export async function runAutorecs(jobOptions: AutorecsJobOptions, options: SessionOptions = {}): Promise<AutorecsJobResult> {
  const compute = await (options.client ?? defaultClient).getCompute(options.signal);
  return compute.autorecsForUser(pageBridge(options.getToken, options.clearToken), jobOptions);
}

/** The profile's compatibility figure for one list type, with both lists fetched in the worker. */
export async function runProfileCompatibility(jobOptions: CompatibilityJobOptions, options: SessionOptions = {}): Promise<CompatibilityJobResult> {
  const compute = await (options.client ?? defaultClient).getCompute(options.signal);
  return compute.profileCompatibility(pageBridge(options.getToken, options.clearToken), jobOptions);
}

/** A list's JSON export, fetched and written in the worker. */
export async function exportListJson(userName: string, listType: ListType, context: ExportContext, options: SessionOptions = {}): Promise<ListExportOutcome> {
  const compute = await (options.client ?? defaultClient).getCompute(options.signal);
  return compute.exportList(pageBridge(options.getToken, options.clearToken), userName, listType, context);
}

export interface StatsSessionHandle {
  readonly id: number;
  /** Both lists unless `kinds` names one. */
  loadLists(onProgress?: (what: string, chunks: number) => void, kinds?: readonly ('anime' | 'manga')[]): Promise<StatsLoadResult>;
  loadStaff(kind: 'anime' | 'manga', onProgress?: (what: string, chunks: number) => void): Promise<StatsStaffResult>;
  /** statsBias's table: the followed people's and the site's scores of the member's scored media. */
  loadBias(onProgress?: (done: number, total: number) => void): Promise<StatsBiasResult>;
  overview(): Promise<StatsOverview>;
  setOptions(changes: Partial<StatsOptions>): Promise<void>;
  /** The dating tool's entries of the loaded lists. */
  datingCandidates(currentYear: number): Promise<DatingCandidate[]>;
  addRegularTag(table: 'customAnime' | 'customManga', text: string): Promise<{ title: string; tags: string[]; summary: StatsTableSummary | null } | null>;
  tableSummary(table: StatsTableId): Promise<StatsTableSummary | null>;
  tableLines(table: StatsTableId, start: number, count: number): Promise<StatsLine[]>;
  sortTable(table: StatsTableId, key: string): Promise<StatsTableSummary | null>;
  searchTable(table: StatsTableId, text: string): Promise<StatsTableSummary | null>;
  toggleRow(table: StatsTableId, key: string): Promise<StatsTableSummary | null>;
  filterRow(table: StatsTableId, key: string, status: string): Promise<StatsTableSummary | null>;
  exportTable(table: StatsTableId, format: 'csv' | 'json', context: Omit<StatsExportContext, 'user'>): Promise<StatsExportFile | null>;
  close(): void;
}

/** The profile stats tables living in the worker; only figures, summaries and lines in view come back. */
export async function openStatsSession(config: StatsSessionConfig, options: SessionOptions = {}): Promise<StatsSessionHandle> {
  const { compute, id, close } = await openSession(options, (c) => c.statsOpen(config, pageBridge(options.getToken, options.clearToken)));
  return {
    id,
    loadLists: (onProgress, kinds) => compute.statsLoadLists(id, onProgress ? proxy(onProgress) : undefined, kinds),
    loadStaff: (kind, onProgress) => compute.statsLoadStaff(id, kind, onProgress ? proxy(onProgress) : undefined),
    loadBias: (onProgress) => compute.statsLoadBias(id, onProgress ? proxy(onProgress) : undefined),
    overview: () => compute.statsOverview(id),
    setOptions: (changes) => compute.statsSetOptions(id, changes),
    datingCandidates: (currentYear) => compute.statsDatingCandidates(id, currentYear),
    addRegularTag: (table, text) => compute.statsAddRegularTag(id, table, text),
    tableSummary: (table) => compute.statsTableSummary(id, table),
    tableLines: (table, start, count) => compute.statsTableLines(id, table, start, count),
    sortTable: (table, key) => compute.statsSortTable(id, table, key),
    searchTable: (table, text) => compute.statsSearchTable(id, table, text),
    toggleRow: (table, key) => compute.statsToggleRow(id, table, key),
    filterRow: (table, key, status) => compute.statsFilterRow(id, table, key, status),
    exportTable: (table, format, context) => compute.statsExport(id, table, format, context),
    close,
  };
}

export interface StaffRolesHandle {
  readonly id: number;
  load(onProgress?: (loaded: number) => void): Promise<StaffRolesLoadResult>;
  query(filter: string, sort: StaffSort, signedIn: boolean): Promise<StaffRolesView>;
  rowWindow(kind: StaffRoleKind, start: number, count: number): Promise<StaffRoleRowView[]>;
  close(): void;
}

/** A staff member's role lists, fetched, filtered and sorted in the worker. */
export async function openStaffRoles(config: StaffRolesConfig, options: SessionOptions = {}): Promise<StaffRolesHandle> {
  const { compute, id, close } = await openSession(options, (c) => c.staffRolesOpen(config, pageBridge(options.getToken, options.clearToken)));
  return {
    id,
    load: (onProgress) => compute.staffRolesLoad(id, onProgress ? proxy(onProgress) : undefined),
    query: (filter, sort, signedIn) => compute.staffRolesQuery(id, filter, sort, signedIn),
    rowWindow: (kind, start, count) => compute.staffRolesWindow(id, kind, start, count),
    close,
  };
}

export type { BackupDownload, BulkLoadResult, PlanResult, PlanRowView, RestoreResult, SelectionChange };

export interface BulkEditHandle {
  readonly id: number;
  load(): Promise<BulkLoadResult>;
  select(change: SelectionChange): Promise<number>;
  dryRun(change: BulkChange, now: number): Promise<PlanResult>;
  restoreFromFile(text: string, now: number): Promise<RestoreResult>;
  restoreJob(jobText: string, now: number): Promise<RestoreResult>;
  reconcile(jobText: string): Promise<{ ok: true; jobText: string } | { ok: false; message: string }>;
  planJobText(): Promise<string>;
  backupFile(): Promise<BackupDownload | null>;
  planCount(): Promise<number>;
  planWindow(start: number, count: number): Promise<PlanRowView[]>;
  close(): void;
}

/** Bulk edit's list, selection and plans, held in the worker (the page runs the saves). */
export async function openBulkEdit(config: BulkEditConfig, options: SessionOptions = {}): Promise<BulkEditHandle> {
  const { compute, id, close } = await openSession(options, (c) => c.bulkEditOpen(config, pageBridge(options.getToken, options.clearToken)));
  return {
    id,
    load: () => compute.bulkEditLoad(id),
    select: (change) => compute.bulkEditSelect(id, change),
    dryRun: (change, now) => compute.bulkEditDryRun(id, change, now),
    restoreFromFile: (text, now) => compute.bulkEditRestoreFromFile(id, text, now),
    restoreJob: (jobText, now) => compute.bulkEditRestoreJob(id, jobText, now),
    reconcile: (jobText) => compute.bulkEditReconcile(id, jobText),
    planJobText: () => compute.bulkEditPlanJobText(id),
    backupFile: () => compute.bulkEditBackupFile(id),
    planCount: () => compute.bulkEditPlanCount(id),
    planWindow: (start, count) => compute.bulkEditPlanWindow(id, start, count),
    close,
  };
}
