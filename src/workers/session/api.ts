/**
 * The one api object of the compute worker: the pure jobs plus the stateful sessions (compare
 * table, checker run, import), addressed by id so the same object works over comlink and, when
 * Blob workers are blocked, called directly on the page. Functions passed in (the fetch bridge,
 * progress callbacks) are comlink proxies in the worker and plain functions on the page.
 */
import * as lists from '../lists';
import * as stats from '../stats';
import { compatibility, vennLayout } from '../compare';
import type { CompareJsonContext, ExportFile } from '../compare';
import type { CompareOptions, Demand, StatusFilter } from '../../lib/compareOptions';
import { activeRules, checkMediaPage, newCheckerRunState, type CheckerToggles } from '../checker/run';
import type { CheckerMedia, MediaType } from '../checker/types';
import * as importMatch from '../importMatch';
import { computeAutorecs } from '../autorecs';
import { tagIndex } from '../../lib/tagIndex';
import type { FetchBridge } from '../fetchInWorker';
import type { ScoreFormat } from '../../lib/scores';
import { autorecsForUser, type AutorecsJobOptions } from './autorecsJob';
import { CheckerSession, type CheckerRunOptions } from './checker';
import { CompareSession, type CompareProgressCallback, type CompareSessionConfig } from './compare';
import { compareListLoader } from './compareLoad';
import { profileCompatibility, type CompatibilityJobOptions } from './compatibilityJob';
import { ImportSession, type ImportProgressCallback, type ImportSaveOptions } from './import';
import { planOwnImport, type OwnImportContext } from './ownImport';
import { exportList, type ExportContext } from './listExport';
import { StatsSession, type StatsOptions, type StatsProgressCallback, type StatsBiasProgressCallback, type StatsSessionConfig, type StatsTableId } from './stats';
import type { StatsExportContext } from '../stats/exports';
import { StaffRolesSession, type StaffRolesConfig, type StaffRolesProgress } from './staffRoles';
import { BulkEditSession, type BulkEditConfig, type SelectionChange } from './bulkEdit';
import type { BulkChange } from '../../lib/bulkEditTypes';
import type { StaffRoleKind } from '../../api/queries/staffRoles';
import type { StaffSort } from '../../lib/staffSorts';

type Session = CompareSession | CheckerSession | ImportSession | StatsSession | StaffRolesSession | BulkEditSession;

const sessions = new Map<number, Session>();
let nextSessionId = 1;

function open(session: Session): number {
  const id = nextSessionId++;
  sessions.set(id, session);
  return id;
}

function get<T extends Session>(id: number, kind: abstract new (...args: never[]) => T): T {
  const session = sessions.get(id);
  if (!(session instanceof kind)) throw new Error(`no such session: ${id}`);
  return session;
}


function onlyFunctions<T extends object>(module: T): { [K in keyof T as T[K] extends (...args: never[]) => unknown ? K : never]: T[K] } {
  return Object.fromEntries(Object.entries(module).filter(([, value]) => typeof value === 'function')) as never;
}

export const computeApi = {
  /** The readiness check's ping. */
  ping(): 'pong' {
    return 'pong';
  },

  // ---- pure jobs ----
  ...onlyFunctions(lists),
  ...onlyFunctions(stats),
  compatibility,
  vennLayout,
  /** Checks one page of media with a fresh run state (the checker session keeps state across pages). */
  checkMedia(media: readonly (CheckerMedia | null)[], toggles: CheckerToggles, type: MediaType) {
    return checkMediaPage(media, activeRules(toggles), type, newCheckerRunState());
  },
  parseAnimePlanetExport: importMatch.parseAnimePlanetExport,
  planImport: importMatch.planImport,
  rankCandidates: (name: string, hits: readonly importMatch.SearchHit[]) => importMatch.rankCandidates(name, hits),
  buildReviewList: importMatch.buildReviewList,
  saveVariables: importMatch.saveVariables,
  parseOwnExport: importMatch.parseOwnExport,
  entriesToAdd: importMatch.entriesToAdd,
  ownSaveVariables: importMatch.ownSaveVariables,
  computeAutorecs,
  /** The notes-tag index of a list (11,000 entries' notes on Hoarder's list). */
  noteTagIndex: tagIndex,
  /** Fetches the user's list in the worker and returns the top 25. */
  autorecsForUser(bridge: FetchBridge, options: AutorecsJobOptions) {
    return autorecsForUser(bridge, options);
  },

  /** The profile's Compatibility button: both lists fetched here, four numbers back. */
  profileCompatibility(bridge: FetchBridge, options: CompatibilityJobOptions) {
    return profileCompatibility(bridge, options);
  },

  // ---- compare session ----
  compareOpen(config: CompareSessionConfig, bridge: FetchBridge): number {
    return open(new CompareSession(config, compareListLoader(bridge)));
  },
  compareAddUser(id: number, name: string, onProgress?: CompareProgressCallback) {
    return get(id, CompareSession).addUser(name, onProgress);
  },
  compareRemoveUser(id: number, name: string) {
    return get(id, CompareSession).removeUser(name);
  },
  compareSetOptions(id: number, changes: Partial<CompareOptions>) {
    return get(id, CompareSession).setOptions(changes);
  },
  compareSetUserFilter(id: number, name: string, filter: { demand?: Demand; statusFilter?: StatusFilter }) {
    return get(id, CompareSession).setUserFilter(name, filter);
  },
  compareRowCount(id: number): number {
    return get(id, CompareSession).rowCount();
  },
  compareRowWindow(id: number, start: number, count: number) {
    return get(id, CompareSession).rowWindow(start, count);
  },
  compareSummary(id: number) {
    return get(id, CompareSession).summary();
  },
  compareCompatibility(id: number) {
    return get(id, CompareSession).compatibility();
  },
  compareExportCsv(id: number): ExportFile {
    return get(id, CompareSession).exportCsv();
  },
  compareExportJson(id: number, context: CompareJsonContext): ExportFile {
    return get(id, CompareSession).exportJson(context);
  },

  // ---- checker session ----
  checkerOpen(options: CheckerRunOptions, bridge: FetchBridge): number {
    return open(new CheckerSession(options, bridge));
  },
  checkerNextPage(id: number) {
    return get(id, CheckerSession).nextPage();
  },

  // ---- import session ----
  importOpen(listType: importMatch.ListType): number {
    return open(new ImportSession(listType));
  },
  importLoad(id: number, text: string, context: { signedInAs: string | null; now: number }) {
    return get(id, ImportSession).load(text, context);
  },
  importMatch(id: number, bridge: FetchBridge, onProgress?: ImportProgressCallback) {
    return get(id, ImportSession).match(bridge, onProgress);
  },
  importSaves(id: number, indexes: readonly number[], format: ScoreFormat, options?: ImportSaveOptions) {
    return get(id, ImportSession).saves(indexes, format, options);
  },

  /** Own JSON export: parsed here, the user's list fetched here; only entries to add come back. */
  planOwnImport(bridge: FetchBridge, text: string, listType: importMatch.ListType, context: OwnImportContext) {
    return planOwnImport(bridge, text, listType, context);
  },

  /** The JSON export of a whole list: fetched and written here, only the file's text comes back. */
  exportList(bridge: FetchBridge, userName: string, listType: importMatch.ListType, context: ExportContext) {
    return exportList(bridge, userName, listType, context);
  },

  // ---- profile stats session ----
  statsOpen(config: StatsSessionConfig, bridge: FetchBridge): number {
    return open(new StatsSession(config, bridge));
  },
  statsLoadLists(id: number, onProgress?: StatsProgressCallback, kinds?: readonly ('anime' | 'manga')[]) {
    return get(id, StatsSession).loadLists(onProgress, kinds);
  },
  statsLoadStaff(id: number, kind: 'anime' | 'manga', onProgress?: StatsProgressCallback) {
    return get(id, StatsSession).loadStaff(kind, onProgress);
  },
  statsLoadBias(id: number, onProgress?: StatsBiasProgressCallback) {
    return get(id, StatsSession).loadBias(onProgress);
  },
  statsOverview(id: number) {
    return get(id, StatsSession).overview();
  },
  statsDatingCandidates(id: number, currentYear: number) {
    return get(id, StatsSession).datingCandidates(currentYear);
  },
  statsSetOptions(id: number, changes: Partial<StatsOptions>): void {
    get(id, StatsSession).setOptions(changes);
  },
  statsAddRegularTag(id: number, table: 'customAnime' | 'customManga', text: string) {
    return get(id, StatsSession).addRegularTag(table, text);
  },
  statsTableSummary(id: number, table: StatsTableId) {
    return get(id, StatsSession).tableSummary(table);
  },
  statsTableLines(id: number, table: StatsTableId, start: number, count: number) {
    return get(id, StatsSession).tableLines(table, start, count);
  },
  statsSortTable(id: number, table: StatsTableId, key: string) {
    return get(id, StatsSession).sortTable(table, key);
  },
  statsSearchTable(id: number, table: StatsTableId, text: string) {
    return get(id, StatsSession).searchTable(table, text);
  },
  statsToggleRow(id: number, table: StatsTableId, key: string) {
    return get(id, StatsSession).toggleRow(table, key);
  },
  statsFilterRow(id: number, table: StatsTableId, key: string, status: string) {
    return get(id, StatsSession).filterRow(table, key, status);
  },
  statsExport(id: number, table: StatsTableId, format: 'csv' | 'json', context: Omit<StatsExportContext, 'user'>) {
    return get(id, StatsSession).exportTable(table, format, context);
  },

  // ---- staff page role lists ----
  // ---- bulk edit session ----
  bulkEditOpen(config: BulkEditConfig, bridge: FetchBridge): number {
    return open(new BulkEditSession(config, bridge));
  },
  bulkEditLoad(id: number) {
    return get(id, BulkEditSession).load();
  },
  bulkEditSelect(id: number, change: SelectionChange) {
    return get(id, BulkEditSession).select(change);
  },
  bulkEditDryRun(id: number, change: BulkChange, now: number) {
    return get(id, BulkEditSession).dryRun(change, now);
  },
  bulkEditRestoreFromFile(id: number, text: string, now: number) {
    return get(id, BulkEditSession).restoreFromFile(text, now);
  },
  bulkEditRestoreJob(id: number, jobText: string, now: number) {
    return get(id, BulkEditSession).restoreJob(jobText, now);
  },
  bulkEditReconcile(id: number, jobText: string) {
    return get(id, BulkEditSession).reconcile(jobText);
  },
  bulkEditPlanJobText(id: number) {
    return get(id, BulkEditSession).planJobText();
  },
  bulkEditBackupFile(id: number) {
    return get(id, BulkEditSession).backupFile();
  },
  bulkEditPlanCount(id: number) {
    return get(id, BulkEditSession).planCount();
  },
  bulkEditPlanWindow(id: number, start: number, count: number) {
    return get(id, BulkEditSession).planWindow(start, count);
  },

  staffRolesOpen(config: StaffRolesConfig, bridge: FetchBridge): number {
    return open(new StaffRolesSession(config, bridge));
  },
  staffRolesLoad(id: number, onProgress?: StaffRolesProgress) {
    return get(id, StaffRolesSession).load(onProgress);
  },
  staffRolesQuery(id: number, filter: string, sort: StaffSort, signedIn: boolean) {
    return get(id, StaffRolesSession).query(filter, sort, signedIn);
  },
  staffRolesWindow(id: number, kind: StaffRoleKind, start: number, count: number) {
    return get(id, StaffRolesSession).rowWindow(kind, start, count);
  },

  // ---- any session ----
  /** Drops a session and stops its requests in flight. Unknown ids are ignored. */
  closeSession(id: number): void {
    sessions.get(id)?.close();
    sessions.delete(id);
  },
  /** For tests and diagnostics. */
  openSessionCount(): number {
    return sessions.size;
  },
};

export type ComputeApi = typeof computeApi;
