/**
 * An import as a stored job (issue 14: preview, resume, undo): the exact plan of saves, each
 * save's state, and what the list held before, so that an import can be shown before it starts,
 * continued after a 429, a closed tab or a reload without saving anything twice, and undone by
 * deleting exactly the entries it added (and putting back the ones it overwrote).
 *
 * Pure: the caller stores the job (localStorage), sends the mutations and waits between them.
 */

import { testTimingMs } from './testTiming';

export type JobListType = 'anime' | 'manga';
export type JobSource = 'animePlanet' | 'json';

/**
 * pending: not sent yet; sent: sent, answer not recorded (a stop, a closed tab): the list tells
 * at resume; done: saved (entryId known); failed: AniList refused it (message kept); skipped:
 * left out at resume because it appeared on the list meanwhile; undone: deleted or put back.
 */
export type JobItemState = 'pending' | 'sent' | 'done' | 'failed' | 'skipped' | 'undone';

/** The fields of an overwritten entry as they were, so undo can put them back. */
export interface PriorEntry {
  entryId: number;
  status: string | null;
  scoreRaw: number | null;
  progress: number | null;
  progressVolumes: number | null;
  repeat: number | null;
}

export interface JobItem {
  mediaId: number;
  title: string;
  /** The SaveMediaListEntry variables (mediaId included). */
  variables: Record<string, unknown>;
  state: JobItemState;
  /** Set when the media was on the list before the import (overwrite on). */
  prior?: PriorEntry;
  entryId?: number;
  error?: string;
}

export type JobPhase = 'ready' | 'saving' | 'stopped' | 'finished' | 'undoing' | 'undoStopped' | 'undone';

export interface ImportJob {
  version: 1;
  id: string;
  userName: string;
  listType: JobListType;
  source: JobSource;
  createdAt: number;
  items: JobItem[];
  /** Entries of the file left out because they are on the list (shown in the plan). */
  skippedExisting: { mediaId: number; title: string }[];
  /** Titles of the file nothing was found for (shown in the plan). */
  unmatched: string[];
  /**
   * Entries of the file AniList would refuse (a media id of 1.5, a status that is no status),
   * with the reason: shown in the plan, never sent. Absent in jobs stored before it was kept.
   */
  refused?: { title: string; reason: string }[];
  phase: JobPhase;
  /** Why the last run stopped (a 429, a server error). */
  stopReason?: string;
}

export const JOB_STORAGE_KEY = 'automailImportJob';
/** Spec doc 3 §9: 1000 ms between saves. */
export const SAVE_PACE_MS = 1000;
/**
 * End-to-end tests only: localStorage `automailTestImportPaceMs` (at least 10) replaces the
 * pace, as `automailTestBackoffBaseMs` does for the back-off. Nothing in the script writes it.
 */
export const TEST_PACE_KEY = 'automailTestImportPaceMs';
const MIN_TEST_PACE_MS = 10;

/** The pace between saves: 1 s, unless the test key (the import's by default) holds a usable number. */
export function savePaceMs(storage: Pick<Storage, 'getItem'> | null, key: string = TEST_PACE_KEY): number {
  return testTimingMs(storage, key, SAVE_PACE_MS, MIN_TEST_PACE_MS);
}

export interface PlannedSave {
  mediaId: number;
  title: string;
  variables: Record<string, unknown>;
}

export function newJob(input: {
  id: string;
  userName: string;
  listType: JobListType;
  source: JobSource;
  createdAt: number;
  saves: readonly PlannedSave[];
  /** The list before the import, by media id: entries an overwrite would change. */
  priorEntries?: ReadonlyMap<number, PriorEntry>;
  skippedExisting?: { mediaId: number; title: string }[];
  unmatched?: string[];
  refused?: { title: string; reason: string }[];
}): ImportJob {
  return {
    version: 1,
    id: input.id,
    userName: input.userName,
    listType: input.listType,
    source: input.source,
    createdAt: input.createdAt,
    items: input.saves.map((save) => {
      const prior = input.priorEntries?.get(save.mediaId);
      return { mediaId: save.mediaId, title: save.title, variables: save.variables, state: 'pending', ...(prior ? { prior } : {}) };
    }),
    skippedExisting: input.skippedExisting ?? [],
    unmatched: input.unmatched ?? [],
    refused: input.refused ?? [],
    phase: 'ready',
  };
}

export interface JobCounts {
  total: number;
  done: number;
  failed: number;
  skipped: number;
  /** Not saved yet (pending or sent). */
  open: number;
  undone: number;
}

export function jobCounts(job: ImportJob): JobCounts {
  const counts: JobCounts = { total: job.items.length, done: 0, failed: 0, skipped: 0, open: 0, undone: 0 };
  for (const item of job.items) {
    if (item.state === 'done') counts.done++;
    else if (item.state === 'failed') counts.failed++;
    else if (item.state === 'skipped') counts.skipped++;
    else if (item.state === 'undone') counts.undone++;
    else counts.open++;
  }
  return counts;
}

/** A stored value that is a job of this shape, else null (a broken or foreign value is ignored). */
export function readJob(raw: string | null): ImportJob | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ImportJob> | null;
    if (!value || value.version !== 1 || !Array.isArray(value.items) || typeof value.userName !== 'string') return null;
    return value as ImportJob;
  } catch {
    return null;
  }
}

/** Whether the job stopped before every save was sent (a stop, a closed tab, a reload). */
export function canResume(job: ImportJob): boolean {
  return (job.phase === 'saving' || job.phase === 'stopped') && job.items.some((item) => item.state === 'pending' || item.state === 'sent');
}

/** Whether the job added or overwrote anything that undo would change back. */
export function canUndo(job: ImportJob): boolean {
  return (job.phase === 'finished' || job.phase === 'undoStopped' || job.phase === 'undoing' || job.phase === 'stopped')
    && undoTargets(job).length > 0;
}

/**
 * Before continuing, the list as it is now settles what the stop left open: a save that was
 * sent but never answered counts as done when its media is on the list now and was not before;
 * a pending save whose media appeared on the list meanwhile (not by this import) is skipped, so
 * nothing is saved twice and nothing the member added is overwritten.
 */
export function reconcile(job: ImportJob, onList: ReadonlyMap<number, number>): ImportJob {
  const items = job.items.map((item): JobItem => {
    const entryId = onList.get(item.mediaId);
    if (item.state === 'sent') {
      if (entryId !== undefined && !item.prior) return { ...item, state: 'done', entryId };
      return { ...item, state: 'pending' };
    }
    if (item.state === 'pending' && entryId !== undefined && !item.prior) return { ...item, state: 'skipped' };
    return item;
  });
  return { ...job, items };
}

/** The next save to send, or -1. */
export function nextToSave(job: { items: readonly { state: JobItemState }[] }): number {
  return job.items.findIndex((item) => item.state === 'pending');
}

/** Saved items undo changes back: deleted when they were added, put back when overwritten. */
export function undoTargets(job: ImportJob): number[] {
  const targets: number[] = [];
  job.items.forEach((item, index) => {
    if (item.state === 'done' && (item.prior || item.entryId !== undefined)) targets.push(index);
  });
  return targets;
}

/** A refused entry as the plan lists it. */
export function refusedLine(entry: { title: string; reason: string }): string {
  return `${entry.title}: ${entry.reason}`;
}

/** The SaveMediaListEntry variables that put an overwritten entry back as it was. */
export function restoreVariables(prior: PriorEntry): Record<string, unknown> {
  const variables: Record<string, unknown> = { id: prior.entryId };
  if (prior.status !== null) variables.status = prior.status;
  if (prior.scoreRaw !== null) variables.scoreRaw = prior.scoreRaw;
  if (prior.progress !== null) variables.progress = prior.progress;
  if (prior.progressVolumes !== null) variables.progressVolumes = prior.progressVolumes;
  if (prior.repeat !== null) variables.repeat = prior.repeat;
  return variables;
}

/** What one save or delete came to. `stop`: the API is refusing for now (429, 5xx, down, offline). */
export type StepOutcome =
  | { kind: 'ok'; entryId?: number }
  | { kind: 'refused'; message: string }
  | { kind: 'stop'; message: string }
  /** The page went away (the visit ended): leave the item as it is. */
  | { kind: 'aborted' };

/** What the save loop needs of an item: its state, and what a save records on it. */
export interface RunnableItem {
  state: JobItemState;
  entryId?: number;
  error?: string;
}

/** What the save loop needs of a job (an import, a bulk edit): its items and its phase. */
export interface RunnableJob<I extends RunnableItem = RunnableItem> {
  items: I[];
  phase: JobPhase;
  stopReason?: string;
}

export interface RunHooks<I extends RunnableItem = JobItem, J extends RunnableJob<I> = ImportJob & RunnableJob<I>> {
  step(item: I): Promise<StepOutcome>;
  /** Resolves after ms (or at once when aborted). */
  wait(ms: number): Promise<void>;
  paceMs: number;
  /** Called with every new state of the job (store it, draw it). */
  update(job: J): void;
  aborted(): boolean;
  /** A refused item (red error line: its title and AniList's message). */
  onRefused?(item: I, message: string): void;
}

/**
 * Saves every pending item, one per pace: the wait before the next save starts with the current
 * one, as in the original (spec doc 3 §9: 1000 ms between saves). A refused save is marked
 * failed and the import goes on; a stop leaves the item 'sent' and the job 'stopped'.
 */
export async function runSaves<I extends RunnableItem, J extends RunnableJob<I>>(start: J, hooks: RunHooks<I, J>): Promise<J> {
  let job: J = { ...start, phase: 'saving', stopReason: undefined };
  hooks.update(job);
  for (let index = nextToSave(job); index >= 0; index = nextToSave(job)) {
    if (hooks.aborted()) return job;
    job = withItem(job, index, { state: 'sent' });
    hooks.update(job);
    const pace = hooks.wait(hooks.paceMs);
    const outcome = await hooks.step(job.items[index]);
    if (outcome.kind === 'aborted') return job;
    if (outcome.kind === 'stop') {
      job = { ...job, phase: 'stopped', stopReason: outcome.message };
      hooks.update(job);
      return job;
    }
    if (outcome.kind === 'refused') {
      job = withItem(job, index, { state: 'failed', error: outcome.message });
      hooks.onRefused?.(job.items[index], outcome.message);
    } else {
      job = withItem(job, index, { state: 'done', ...(outcome.entryId !== undefined ? { entryId: outcome.entryId } : {}) });
    }
    hooks.update(job);
    if (nextToSave(job) >= 0) await pace;
  }
  if (hooks.aborted()) return job;
  job = { ...job, phase: 'finished' };
  hooks.update(job);
  return job;
}

/** Undoes every saved item, one per pace; a stop leaves the rest for another try. */
export async function runUndo(start: ImportJob, hooks: RunHooks): Promise<ImportJob> {
  let job: ImportJob = { ...start, phase: 'undoing', stopReason: undefined };
  hooks.update(job);
  const targets = undoTargets(job);
  for (let n = 0; n < targets.length; n++) {
    if (hooks.aborted()) return job;
    const index = targets[n];
    const pace = hooks.wait(hooks.paceMs);
    const outcome = await hooks.step(job.items[index]);
    if (outcome.kind === 'aborted') return job;
    if (outcome.kind === 'stop') {
      job = { ...job, phase: 'undoStopped', stopReason: outcome.message };
      hooks.update(job);
      return job;
    }
    if (outcome.kind === 'refused') hooks.onRefused?.(job.items[index], outcome.message);
    else job = withItem(job, index, { state: 'undone' });
    hooks.update(job);
    if (n < targets.length - 1) await pace;
  }
  if (hooks.aborted()) return job;
  job = { ...job, phase: undoTargets(job).length ? 'undoStopped' : 'undone' };
  hooks.update(job);
  return job;
}

function withItem<J extends RunnableJob>(job: J, index: number, change: Partial<RunnableItem>): J {
  const items = job.items.slice();
  items[index] = { ...items[index], ...change };
  return { ...job, items };
}

/** The plan as a downloadable file: what will be added, what is left out and why. */
export function planFile(job: ImportJob): { fileName: string; mimeType: string; content: string } {
  const plan = {
    user: job.userName,
    listType: job.listType,
    source: job.source,
    created: new Date(job.createdAt).toISOString(),
    toAdd: job.items.filter((item) => !item.prior).map((item) => ({ title: item.title, ...item.variables })),
    toOverwrite: job.items.filter((item) => item.prior).map((item) => ({ title: item.title, ...item.variables })),
    skippedAlreadyOnList: job.skippedExisting,
    unmatched: job.unmatched,
    refused: job.refused ?? [],
  };
  return {
    fileName: `import-plan_${job.listType}_${job.userName.replace(/[^\w.-]+/g, '_')}.json`,
    mimeType: 'application/json',
    content: JSON.stringify(plan, null, 2),
  };
}
