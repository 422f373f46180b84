/**
 * Bulk edit's worker side (issue 26): the member's list fetched and held here, the selection, the
 * dry run over it, the backup, and the restore plan of a backup file. The page gets counts and the
 * dry run's rows in view; the plan's job and its backup (megabytes on a big list) stay here until
 * the member saves or downloads, and then cross as text the page stores and downloads as is.
 */
import { BULK_EDIT_ENTRIES, BULK_EDIT_LIST, type BulkEditEntriesResult, type BulkEditListEntry, type BulkEditListResult } from '../../api/queries/bulkEdit';
import { backupFileName, backupOf, planEntry, planSteps, planSummary, readBackup, reconcileBulk, restorePlan, savedBackup, trimBackupEntry } from '../../lib/bulkEditPlan';
import {
  LIST_STATUSES,
  NO_DATE,
  STATUS_LABELS,
  type BackupEntry,
  type BulkChange,
  type DateParts,
  type EntrySnapshot,
  type FieldChange,
  type FieldName,
  type ListStatus,
  type PlanItem,
  type PlanSummary,
} from '../../lib/bulkEditTypes';
import { newBulkJob, readBulkJob, type BulkJob } from '../../lib/bulkEditJob';
import { formatScore } from '../../lib/scores';
import { graphqlInWorker, type FetchBridge } from '../fetchInWorker';

export interface BulkEditConfig {
  userName: string;
  listType: 'ANIME' | 'MANGA';
}

export type BulkLoadResult =
  | { ok: true; entries: number; scoreFormat: string; customLists: string[] }
  | { ok: false; message: string };

export type SelectionChange =
  | { kind: 'set'; mediaIds: readonly number[]; selected: boolean }
  | { kind: 'only'; mediaIds: readonly number[] }
  | { kind: 'clear' };

/** One line of the dry run: an entry and its fields, from and to, as text. */
export interface PlanRowView {
  title: string;
  kind: PlanItem['kind'];
  changes: { field: FieldName; from: string; to: string }[];
}

export interface PlanResult {
  summary: PlanSummary;
  /** Whether the plan has a backup to download first (an edit's; a restore has none). */
  hasBackup: boolean;
}

export type RestoreResult = ({ ok: true } & PlanResult) | { ok: false; reason: 'notJson' | 'notBackup' | 'broken' | 'otherList' | 'failed'; message?: string };

export interface BackupDownload {
  fileName: string;
  content: string;
}

function date(value: { year?: number | null; month?: number | null; day?: number | null } | null): DateParts {
  if (!value) return { ...NO_DATE };
  return { year: value.year ?? null, month: value.month ?? null, day: value.day ?? null };
}

function customListNames(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    return value.flatMap((item) => (item && typeof item === 'object' && (item as { enabled?: unknown }).enabled === true ? [String((item as { name?: unknown }).name)] : [])).sort();
  }
  return Object.entries(value as Record<string, unknown>).filter(([, on]) => on === true).map(([name]) => name).sort();
}

export function snapshotOf(entry: BulkEditListEntry, listType: 'ANIME' | 'MANGA'): EntrySnapshot {
  const status = (LIST_STATUSES as readonly string[]).includes(entry.status ?? '') ? (entry.status as ListStatus) : 'PLANNING';
  return {
    entryId: entry.id,
    mediaId: entry.mediaId,
    title: entry.media?.title?.userPreferred ?? `#${entry.mediaId}`,
    total: (listType === 'ANIME' ? entry.media?.episodes : entry.media?.chapters) ?? null,
    status,
    score: entry.score ?? 0,
    scoreRaw: entry.scoreRaw ?? 0,
    progress: entry.progress ?? 0,
    progressVolumes: listType === 'MANGA' ? entry.progressVolumes ?? 0 : null,
    repeat: entry.repeat ?? 0,
    private: entry.private ?? false,
    hiddenFromStatusLists: entry.hiddenFromStatusLists ?? false,
    customLists: customListNames(entry.customLists),
    notes: entry.notes ?? '',
    startedAt: date(entry.startedAt),
    completedAt: date(entry.completedAt),
    priority: entry.priority ?? 0,
    advancedScores: advancedScoresOf(entry.advancedScores),
  };
}

function advancedScoresOf(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((pair): pair is [string, number] => typeof pair[1] === 'number'));
}

function dateText(value: DateParts): string {
  if (value.year === null && value.month === null && value.day === null) return 'none';
  const pad = (n: number | null, width: number) => (n === null ? '?'.repeat(width) : String(n).padStart(width, '0'));
  return `${pad(value.year, 4)}-${pad(value.month, 2)}-${pad(value.day, 2)}`;
}

const NOTE_PREVIEW = 120;

/** A field's value as the dry run shows it. */
export function valueText(field: FieldName, value: FieldChange['from'], scoreFormat: string): string {
  if (value === null) return '';
  switch (field) {
    case 'score':
      return value === 0 ? 'no score' : formatScore(value as number, scoreFormat);
    case 'status':
      return STATUS_LABELS[value as ListStatus] ?? String(value);
    case 'private':
    case 'hiddenFromStatusLists':
      return value ? 'yes' : 'no';
    case 'customLists':
      return (value as string[]).length ? (value as string[]).join(', ') : 'none';
    case 'notes': {
      const text = value as string;
      if (!text) return 'none';
      return text.length > NOTE_PREVIEW ? `${text.slice(0, NOTE_PREVIEW)}…` : text;
    }
    case 'startedAt':
    case 'completedAt':
      return dateText(value as DateParts);
    default:
      return String(value);
  }
}

export class BulkEditSession {
  private entries = new Map<number, EntrySnapshot>();
  private readonly selected = new Set<number>();
  private scoreFormat = 'POINT_10';
  private customLists: string[] = [];
  private advancedOrder: string[] = [];
  private plan: PlanItem[] = [];
  /** The last plan's job and backup as text, until the page asks for them. */
  private planJob = '';
  private planBackup: BackupDownload | null = null;
  private readonly aborts = new AbortController();

  constructor(private readonly config: BulkEditConfig, private readonly bridge: FetchBridge) {}

  close(): void {
    this.aborts.abort();
  }

  /** Fetches the list as it is now (again, before a job goes on or a restore is planned). */
  async load(): Promise<BulkLoadResult> {
    const result = await graphqlInWorker<BulkEditListResult>(this.bridge, BULK_EDIT_LIST, { userName: this.config.userName, type: this.config.listType }, this.aborts.signal);
    if (result.kind !== 'ok') return { ok: false, message: result.kind === 'aborted' ? 'aborted' : result.message };
    const collection = result.data.MediaListCollection;
    if (!collection) return { ok: false, message: 'Not Found.' };
    const entries = new Map<number, EntrySnapshot>();
    for (const list of collection.lists ?? []) {
      for (const entry of list?.entries ?? []) if (entry) entries.set(entry.mediaId, snapshotOf(entry, this.config.listType));
    }
    this.entries = entries;
    for (const mediaId of [...this.selected]) if (!entries.has(mediaId)) this.selected.delete(mediaId);
    const options = collection.user?.mediaListOptions;
    this.scoreFormat = options?.scoreFormat ?? 'POINT_10';
    const lists = this.config.listType === 'ANIME' ? options?.animeList : options?.mangaList;
    this.customLists = (lists?.customLists ?? []).filter((name): name is string => typeof name === 'string');
    this.advancedOrder = (lists?.advancedScoring ?? []).filter((name): name is string => typeof name === 'string');
    return { ok: true, entries: entries.size, scoreFormat: this.scoreFormat, customLists: this.customLists };
  }

  /**
   * The list as it is now, including these media's entries that the collection leaves out (hidden
   * from status lists and on no custom list): what undo and Continue compare with.
   */
  private async loadWith(mediaIds: readonly number[]): Promise<BulkLoadResult> {
    const loaded = await this.load();
    if (!loaded.ok) return loaded;
    const missing = [...new Set(mediaIds)].filter((id) => !this.entries.has(id));
    for (let start = 0; start < missing.length; start += 50) {
      const variables = { userName: this.config.userName, type: this.config.listType, mediaIds: missing.slice(start, start + 50) };
      const result = await graphqlInWorker<BulkEditEntriesResult>(this.bridge, BULK_EDIT_ENTRIES, variables, this.aborts.signal);
      if (result.kind !== 'ok') return { ok: false, message: result.kind === 'aborted' ? 'aborted' : result.message };
      for (const entry of result.data.Page?.mediaList ?? []) if (entry) this.entries.set(entry.mediaId, snapshotOf(entry, this.config.listType));
    }
    return loaded;
  }

  /** Changes the selection (media ids of the rows the member picked); returns how many are selected. */
  select(change: SelectionChange): number {
    if (change.kind === 'clear' || change.kind === 'only') this.selected.clear();
    if (change.kind === 'set' || change.kind === 'only') {
      const selected = change.kind === 'only' || change.selected;
      for (const mediaId of change.mediaIds) {
        if (!this.entries.has(mediaId)) continue;
        if (selected) this.selected.add(mediaId);
        else this.selected.delete(mediaId);
      }
    }
    return this.selected.size;
  }

  /** The dry run of a change over the selection: the plan kept here, its summary, job and backup as text. */
  dryRun(change: BulkChange, now: number): PlanResult {
    const items: PlanItem[] = [];
    for (const mediaId of this.selected) {
      const entry = this.entries.get(mediaId);
      const item = entry ? planEntry(entry, change) : null;
      if (item) items.push(item);
    }
    items.sort((a, b) => a.title.localeCompare(b.title));
    this.plan = items;
    const backup = backupOf(items, this.entries, {
      user: this.config.userName,
      listType: this.config.listType,
      scoreFormat: this.scoreFormat,
      created: new Date(now).toISOString(),
    });
    this.planBackup = { fileName: backupFileName(backup), content: JSON.stringify(backup, null, 1) };
    return { summary: this.jobOf('edit', items, backup.entries.map(trimBackupEntry), now, this.selected.size), hasBackup: true };
  }

  /** Undo from a backup file: the plan that puts back what its edit changed, against the list as it is now. */
  async restoreFromFile(text: string, now: number): Promise<RestoreResult> {
    const read = readBackup(text);
    if (!read.ok) return read;
    const { backup } = read;
    if (backup.user.toLowerCase() !== this.config.userName.toLowerCase() || backup.listType !== this.config.listType) {
      return { ok: false, reason: 'otherList', message: `${backup.user}'s ${backup.listType.toLowerCase()} list` };
    }
    return this.restore(backup.entries, now);
  }

  /** Undo of a stored job: what its saved requests changed, put back. */
  async restoreJob(jobText: string, now: number): Promise<RestoreResult> {
    const job = readBulkJob(jobText);
    if (!job) return { ok: false, reason: 'broken' };
    return this.restore(savedBackup(job), now);
  }

  private async restore(backup: readonly BackupEntry[], now: number): Promise<RestoreResult> {
    const loaded = await this.loadWith(backup.map((entry) => entry.mediaId));
    if (!loaded.ok) return { ok: false, reason: 'failed', message: loaded.message };
    const items = restorePlan(backup, this.entries, this.advancedOrder);
    this.plan = items;
    this.planBackup = null;
    return { ok: true, summary: this.jobOf('restore', items, [], now, backup.length), hasBackup: false };
  }

  /** Before a stored job goes on: the list as it is now settles what the stop left open. */
  async reconcile(jobText: string): Promise<{ ok: true; jobText: string } | { ok: false; message: string }> {
    const job = readBulkJob(jobText);
    if (!job) return { ok: false, message: 'the stored edit is unreadable' };
    const loaded = await this.loadWith(job.entries.map((item) => item.mediaId));
    if (!loaded.ok) return loaded;
    this.plan = job.entries;
    return { ok: true, jobText: JSON.stringify(reconcileBulk(job, this.entries)) };
  }

  planCount(): number {
    return this.plan.length;
  }

  planWindow(start: number, count: number): PlanRowView[] {
    return this.plan.slice(start, start + count).map((item) => ({
      title: item.title,
      kind: item.kind,
      changes: item.changes.map((change) => ({
        field: change.field,
        from: valueText(change.field, change.from, this.scoreFormat),
        to: valueText(change.field, change.to, this.scoreFormat),
      })),
    }));
  }

  /** The last plan's job (JSON text), to store and run. */
  planJobText(): string {
    return this.planJob;
  }

  /** The last edit plan's backup file. */
  backupFile(): BackupDownload | null {
    return this.planBackup;
  }

  private jobOf(kind: BulkJob['kind'], items: PlanItem[], backup: BackupEntry[], now: number, selected: number): PlanSummary {
    const steps = planSteps(items);
    const job = newBulkJob({
      id: `${now.toString(36)}-${kind}`,
      userName: this.config.userName,
      listType: this.config.listType,
      kind,
      createdAt: now,
      entries: items,
      backup,
      steps,
    });
    this.planJob = JSON.stringify(job);
    return planSummary(items, selected, steps.length);
  }
}
