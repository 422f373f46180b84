/**
 * A bulk edit as a stored job: the plan (lib/bulkEditPlan.ts), its requests with their states,
 * and the backup, kept in localStorage as it runs, so a 429, an outage, a closed tab or a reload
 * stops it without losing anything: the list as it is then settles what an unanswered request
 * came to, and the rest goes on without saving anything twice. Its save loop is the import's
 * (lib/importJob.ts `runSaves`). Undo is a job too: the restore plan of its backup.
 */
import type { JobItemState, JobPhase, RunnableItem } from './importJob';
import type { BackupEntry, PlanItem, PlanStep } from './bulkEditTypes';

export const BULK_JOB_KEY = 'automailBulkEditJob';
/** End-to-end tests only: a pace between requests (ms, at least 10); none for members. */
export const BULK_TEST_PACE_KEY = 'automailTestBulkEditPaceMs';

export interface BulkStep extends RunnableItem, PlanStep {}

export interface BulkJob {
  version: 1;
  id: string;
  userName: string;
  listType: 'ANIME' | 'MANGA';
  /** An edit, or the restore of an edit's backup (undo). */
  kind: 'edit' | 'restore';
  createdAt: number;
  /** The entries and what each changes (the dry run). */
  entries: PlanItem[];
  /** The requests, in order, with their states. */
  items: BulkStep[];
  /** For an edit: its entries as they were, field by field (what undo puts back). */
  backup: BackupEntry[];
  phase: JobPhase;
  stopReason?: string;
}

export function newBulkJob(input: Omit<BulkJob, 'version' | 'items' | 'phase'> & { steps: readonly PlanStep[] }): BulkJob {
  const { steps, ...rest } = input;
  return { version: 1, ...rest, items: steps.map((step) => ({ ...step, state: 'pending' as JobItemState })), phase: 'ready' };
}

export function readBulkJob(raw: string | null): BulkJob | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<BulkJob> | null;
    if (!value || value.version !== 1 || !Array.isArray(value.items) || !Array.isArray(value.entries) || typeof value.userName !== 'string') return null;
    return value as BulkJob;
  } catch {
    return null;
  }
}

export interface BulkProgress {
  /** Entries in the plan. */
  total: number;
  /** Entries whose request took effect. */
  saved: number;
  /** Entries AniList refused (message per entry in `refused`). */
  failed: number;
  /** Entries left out because they changed since the plan. */
  skipped: number;
  /** Entries not saved yet. */
  open: number;
}

export function bulkProgress(job: BulkJob): BulkProgress {
  const progress: BulkProgress = { total: job.entries.length, saved: 0, failed: 0, skipped: 0, open: 0 };
  for (const step of job.items) {
    const count = step.items.length;
    if (step.state === 'done') progress.saved += count;
    else if (step.state === 'failed') progress.failed += count;
    else if (step.state === 'skipped') progress.skipped += count;
    else progress.open += count;
  }
  return progress;
}

/** The entries of the job in one state, by title: what the member is told was or was not saved. */
export function entriesIn(job: BulkJob, states: readonly JobItemState[]): { title: string; error?: string }[] {
  return job.items.flatMap((step) => (states.includes(step.state)
    ? step.items.map((index) => ({ title: job.entries[index].title, ...(step.error ? { error: step.error } : {}) }))
    : []));
}

export function canContinue(job: BulkJob): boolean {
  return (job.phase === 'saving' || job.phase === 'stopped') && job.items.some((step) => step.state === 'pending' || step.state === 'sent');
}
