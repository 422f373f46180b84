/**
 * Bulk edit's plans (issue 26): what a change does to each selected list entry, field by field,
 * before anything is saved; the requests that carry it out; the backup of the entries as they
 * were; and the plan that puts them back from that backup. Pure: the worker plans on the whole
 * list, the page runs the requests (lib/bulkEditJob.ts).
 *
 * Every planned value is absolute (an appended note is the whole new note), so sending a request
 * twice changes nothing more, and the list as it is later tells which requests took effect.
 */

import {
  FIELD_ORDER,
  LIST_STATUSES,
  type BackupEntry,
  type BulkChange,
  type DateParts,
  type EntrySnapshot,
  type FieldChange,
  type FieldName,
  type FieldValue,
  type FieldValues,
  type PlanItem,
  type PlanStep,
  type PlanSummary,
} from './bulkEditTypes';
import type { BulkJob, BulkStep } from './bulkEditJob';

/** The separator put between an entry's notes and appended text. */
export const NOTES_SEPARATOR = '\n';

export function sameValue(a: FieldValue | null | undefined, b: FieldValue | null | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, index) => value === b[index]);
  if (typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    return a.year === b.year && a.month === b.month && a.day === b.day;
  }
  return false;
}

/** The value a change gives one field of an entry, or undefined when it leaves the field alone. */
function targetOf(entry: EntrySnapshot, change: BulkChange, field: FieldName): FieldValue | undefined {
  switch (field) {
    case 'progress':
      if (change.progress === 'total') return entry.total ?? undefined;
      return change.progress;
    case 'progressVolumes':
      return entry.progressVolumes === null ? undefined : change.progressVolumes;
    case 'customLists': {
      if (!change.customLists) return undefined;
      const lists = new Set(entry.customLists);
      for (const name of change.customLists.add) lists.add(name);
      for (const name of change.customLists.remove) lists.delete(name);
      return [...lists].sort();
    }
    case 'notes': {
      if (!change.notes) return undefined;
      if (change.notes.mode === 'replace') return change.notes.text;
      if (!change.notes.text) return undefined;
      return entry.notes ? entry.notes + NOTES_SEPARATOR + change.notes.text : change.notes.text;
    }
    default:
      return change[field];
  }
}

/** A fuzzy date as SaveMediaListEntry takes it. */
function dateInput(date: DateParts): DateParts {
  return { year: date.year, month: date.month, day: date.day };
}

/** The request variables that set these fields (scoreRaw for a restore, so nothing is rounded). */
export function fieldVariables(values: Partial<FieldValues>, fields: readonly FieldName[], restore: boolean): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field];
    if (value === undefined) continue;
    if (field === 'score') {
      if (restore && values.scoreRaw !== undefined) variables.scoreRaw = values.scoreRaw;
      else variables.score = value;
    } else if (field === 'startedAt' || field === 'completedAt') {
      variables[field] = dateInput(value as DateParts);
    } else if (field === 'notes') {
      variables.notes = value;
    } else {
      variables[field] = value;
    }
  }
  return variables;
}

/** One entry's plan, or null when the change leaves it exactly as it is. */
export function planEntry(entry: EntrySnapshot, change: BulkChange): PlanItem | null {
  const base = { entryId: entry.entryId, mediaId: entry.mediaId, title: entry.title };
  if (change.delete) {
    return { ...base, kind: 'delete', changes: [], variables: { id: entry.entryId } };
  }
  const changes: FieldChange[] = [];
  const target: Partial<FieldValues> = {};
  for (const field of FIELD_ORDER) {
    const to = targetOf(entry, change, field);
    if (to === undefined || sameValue(entry[field], to)) continue;
    changes.push({ field, from: entry[field], to });
    (target as Record<string, unknown>)[field] = to;
  }
  if (!changes.length) return null;
  return { ...base, kind: 'update', changes, variables: { id: entry.entryId, ...fieldVariables(target, changes.map((c) => c.field), false) } };
}

export function planSummary(items: readonly PlanItem[], selected: number, requests: number): PlanSummary {
  const fieldCounts: Partial<Record<FieldName, number>> = {};
  let deleting = 0;
  let creating = 0;
  for (const item of items) {
    if (item.kind === 'delete') deleting++;
    if (item.kind === 'create') creating++;
    for (const change of item.changes) fieldCounts[change.field] = (fieldCounts[change.field] ?? 0) + 1;
  }
  return { changing: items.length, unchanged: Math.max(0, selected - items.length), fieldCounts, deleting, creating, requests };
}

/** How many entries one batch request may carry. */
export const BATCH_SIZE = 50;

/**
 * The requests of a plan: entries that get the same values go together through AniList's batch
 * edit (UpdateMediaListEntries, up to 50 ids a request); the rest one by one (custom lists, which
 * the batch edit cannot set; notes appended to different notes; deletes and restores).
 */
export function planSteps(items: readonly PlanItem[]): PlanStep[] {
  const steps: PlanStep[] = [];
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    if (item.kind === 'delete') {
      steps.push({ operation: 'DeleteMediaListEntry', items: [index], variables: { id: item.entryId } });
      return;
    }
    if (item.kind === 'create' || 'customLists' in item.variables) {
      steps.push({ operation: 'SaveMediaListEntry', items: [index], variables: item.variables });
      return;
    }
    const { id: _id, ...values } = item.variables;
    const key = JSON.stringify(values);
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  for (const group of groups.values()) {
    for (let start = 0; start < group.length; start += BATCH_SIZE) {
      const part = group.slice(start, start + BATCH_SIZE);
      const { id: _id, ...values } = items[part[0]].variables;
      if (part.length === 1) steps.push({ operation: 'SaveMediaListEntry', items: part, variables: items[part[0]].variables });
      else steps.push({ operation: 'UpdateMediaListEntries', items: part, variables: { ...values, ids: part.map((index) => items[index].entryId) } });
    }
  }
  return steps;
}

/**
 * Where an item stands against the list as it is now: `done` when the entry already holds what
 * the item sets (or is gone, for a delete), `open` while it still holds what it held when planned,
 * `changed` when it holds something else (the member changed it meanwhile: not overwritten).
 */
export function itemStanding(item: PlanItem, current: EntrySnapshot | undefined): 'done' | 'open' | 'changed' {
  if (item.kind === 'delete') return current ? 'open' : 'done';
  if (!current) return item.kind === 'create' ? 'open' : 'changed';
  if (item.changes.every((change) => sameValue(current[change.field], change.to))) return 'done';
  if (item.kind === 'create') return 'changed';
  const untouched = item.changes.every((change) => sameValue(current[change.field], change.to) || sameValue(current[change.field], change.from));
  return untouched ? 'open' : 'changed';
}

/** A backup entry with only what undo reads: the changed fields (and the raw score with the score). */
export function trimBackupEntry(entry: BackupEntry): BackupEntry {
  if (entry.changed === 'deleted') return entry;
  const values: Partial<FieldValues> = {};
  for (const field of entry.changed) (values as Record<string, unknown>)[field] = entry.values[field];
  if (entry.changed.includes('score')) values.scoreRaw = entry.values.scoreRaw;
  return { ...entry, values };
}

export const BACKUP_FORMAT = 'automail-bulk-edit-backup';
export const BACKUP_VERSION = 1;

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  user: string;
  listType: 'ANIME' | 'MANGA';
  scoreFormat: string;
  created: string;
  entries: BackupEntry[];
}

function valuesOf(entry: EntrySnapshot): FieldValues {
  return {
    status: entry.status,
    score: entry.score,
    scoreRaw: entry.scoreRaw,
    progress: entry.progress,
    progressVolumes: entry.progressVolumes,
    repeat: entry.repeat,
    private: entry.private,
    hiddenFromStatusLists: entry.hiddenFromStatusLists,
    customLists: entry.customLists.slice(),
    notes: entry.notes,
    startedAt: { ...entry.startedAt },
    completedAt: { ...entry.completedAt },
    priority: entry.priority,
    advancedScores: { ...entry.advancedScores },
  };
}

/** The backup of a plan's entries as they are now (before anything is saved). */
export function backupOf(items: readonly PlanItem[], entries: ReadonlyMap<number, EntrySnapshot>, meta: Omit<BackupFile, 'format' | 'version' | 'entries'>): BackupFile {
  const backup: BackupEntry[] = [];
  for (const item of items) {
    const entry = entries.get(item.mediaId);
    if (!entry) continue;
    backup.push({
      entryId: entry.entryId,
      mediaId: entry.mediaId,
      title: entry.title,
      values: valuesOf(entry),
      changed: item.kind === 'delete' ? 'deleted' : item.changes.map((change) => change.field),
    });
  }
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, ...meta, entries: backup };
}

export function backupFileName(backup: BackupFile): string {
  const stamp = backup.created.replace(/[:.]/g, '-');
  return `bulk-edit-backup_${backup.listType.toLowerCase()}list_${backup.user.replace(/[^\w.-]+/g, '_')}_${stamp}.json`;
}

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isDate = (value: unknown): value is DateParts => {
  if (!value || typeof value !== 'object') return false;
  const date = value as Record<string, unknown>;
  return ['year', 'month', 'day'].every((part) => date[part] === null || isInt(date[part]));
};

function validValues(value: unknown): value is FieldValues {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (LIST_STATUSES as readonly unknown[]).includes(v.status)
    && typeof v.score === 'number' && isInt(v.scoreRaw) && isInt(v.progress)
    && (v.progressVolumes === null || isInt(v.progressVolumes)) && isInt(v.repeat)
    && typeof v.private === 'boolean' && typeof v.hiddenFromStatusLists === 'boolean'
    && Array.isArray(v.customLists) && v.customLists.every((name) => typeof name === 'string')
    && typeof v.notes === 'string' && isDate(v.startedAt) && isDate(v.completedAt)
    && (v.priority === undefined || isInt(v.priority))
    && (v.advancedScores === undefined || (typeof v.advancedScores === 'object' && v.advancedScores !== null
      && Object.values(v.advancedScores).every((score) => typeof score === 'number')));
}

/** A backup file's text as a backup, or the reason it is not one. */
export function readBackup(text: string): { ok: true; backup: BackupFile } | { ok: false; reason: 'notJson' | 'notBackup' | 'broken' } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  if (!value || typeof value !== 'object') return { ok: false, reason: 'notBackup' };
  const file = value as Partial<BackupFile>;
  if (file.format !== BACKUP_FORMAT || file.version !== BACKUP_VERSION) return { ok: false, reason: 'notBackup' };
  if (typeof file.user !== 'string' || (file.listType !== 'ANIME' && file.listType !== 'MANGA') || !Array.isArray(file.entries)) return { ok: false, reason: 'broken' };
  for (const entry of file.entries as unknown[]) {
    const e = entry as Partial<BackupEntry> | null;
    if (!e || !isInt(e.entryId) || !isInt(e.mediaId) || typeof e.title !== 'string' || !validValues(e.values)) return { ok: false, reason: 'broken' };
    if (e.changed !== 'deleted' && !(Array.isArray(e.changed) && e.changed.every((field) => (FIELD_ORDER as readonly unknown[]).includes(field)))) return { ok: false, reason: 'broken' };
  }
  return { ok: true, backup: file as BackupFile };
}

/** What a deleted entry had besides the fields bulk edit changes: its priority and advanced scores (in the list's category order). */
function wholeEntryVariables(values: Partial<FieldValues>, advancedOrder: readonly string[]): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  if (values.priority !== undefined) variables.priority = values.priority;
  const scores = values.advancedScores;
  if (scores && advancedOrder.length && Object.values(scores).some((score) => score !== 0)) {
    variables.advancedScores = advancedOrder.map((name) => scores[name] ?? 0);
  }
  return variables;
}

/**
 * The plan that puts a backup's entries back: exactly the fields the edit changed, where they
 * differ now; a deleted entry is created again with every field it had. Entries already as they
 * were are left out.
 */
export function restorePlan(backup: readonly BackupEntry[], current: ReadonlyMap<number, EntrySnapshot>, advancedOrder: readonly string[] = []): PlanItem[] {
  const items: PlanItem[] = [];
  for (const entry of backup) {
    const now = current.get(entry.mediaId);
    const base = { mediaId: entry.mediaId, title: entry.title };
    const known = (field: FieldName) => entry.values[field] !== undefined && entry.values[field] !== null;
    const fields = (entry.changed === 'deleted' ? FIELD_ORDER : entry.changed).filter(known);
    if (!now) {
      if (entry.changed !== 'deleted') continue;
      const every = fields;
      items.push({
        ...base,
        kind: 'create',
        entryId: entry.entryId,
        changes: every.map((field) => ({ field, from: null, to: entry.values[field] as FieldValue })),
        variables: { mediaId: entry.mediaId, ...fieldVariables(entry.values, every, true), ...wholeEntryVariables(entry.values, advancedOrder) },
      });
      continue;
    }
    const changes = fields
      .filter((field) => !sameValue(now[field], entry.values[field]))
      .map((field): FieldChange => ({ field, from: now[field], to: entry.values[field] as FieldValue }));
    if (!changes.length) continue;
    items.push({
      ...base,
      kind: 'update',
      entryId: now.entryId,
      changes,
      variables: { id: now.entryId, ...fieldVariables(entry.values, changes.map((change) => change.field), true) },
    });
  }
  return items;
}

/**
 * Before a job goes on, the list as it is now settles every request not known to be done: done
 * when its entries hold what it sets (or are gone, for a delete); open when they still hold what
 * they held; an entry the member changed meanwhile is left alone (skipped), and so is the rest of
 * its batch, which is planned again entry by entry on the next edit.
 */
export function reconcileBulk(job: BulkJob, current: ReadonlyMap<number, EntrySnapshot>): BulkJob {
  const items = job.items.map((step): BulkStep => {
    if (step.state !== 'pending' && step.state !== 'sent') return step;
    const standings = step.items.map((index) => itemStanding(job.entries[index], current.get(job.entries[index].mediaId)));
    if (standings.every((standing) => standing === 'done')) return { ...step, state: 'done' };
    if (standings.some((standing) => standing === 'changed')) return { ...step, state: 'skipped', error: 'changed on the list since the dry run' };
    return { ...step, state: 'pending' };
  });
  return { ...job, items };
}

/** The backup entries of the requests that took effect: what undo puts back. */
export function savedBackup(job: BulkJob): BackupEntry[] {
  const saved = new Set<number>();
  for (const step of job.items) if (step.state === 'done') for (const index of step.items) saved.add(job.entries[index].mediaId);
  return job.backup.filter((entry) => saved.has(entry.mediaId));
}
