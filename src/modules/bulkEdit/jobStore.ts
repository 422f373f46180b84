/**
 * Where the running bulk edit is kept between visits (localStorage). The plan is written once per
 * job and only the requests' states after each step: an 11,000-entry plan is megabytes, and
 * rewriting it per request would hold the page. Read back as one job.
 */
import { BULK_JOB_KEY, readBulkJob, type BulkJob } from '../../lib/bulkEditJob';
import type { JobItemState, JobPhase } from '../../lib/importJob';

const STATE_KEY = `${BULK_JOB_KEY}State`;

interface StoredState {
  id: string;
  phase: JobPhase;
  stopReason?: string;
  states: JobItemState[];
  errors: (string | null)[];
}

export interface BulkJobStore {
  read(): string | null;
  /**
   * Stores the job: `text` (its JSON with any states) is written when the job is new, then only
   * its steps' states; null forgets it. False when the browser refused (too big, storage off).
   */
  write(text: string | null, job?: BulkJob): boolean;
}

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

let writtenId: string | null = null;

export const jobStore: BulkJobStore = {
  read() {
    const store = storage();
    const text = store?.getItem(BULK_JOB_KEY) ?? null;
    const job = readBulkJob(text);
    if (!job) return null;
    try {
      const state = JSON.parse(store?.getItem(STATE_KEY) ?? 'null') as StoredState | null;
      if (state && state.id === job.id && state.states.length === job.items.length) {
        const items = job.items.map((step, index) => ({ ...step, state: state.states[index], ...(state.errors[index] ? { error: state.errors[index] as string } : {}) }));
        return JSON.stringify({ ...job, items, phase: state.phase, stopReason: state.stopReason });
      }
    } catch {
      // A broken state record: the plan as first stored (every request open), settled by the list at Continue.
    }
    return text;
  },
  write(text, job) {
    const store = storage();
    if (!store) return false;
    try {
      if (text === null || !job) {
        store.removeItem(BULK_JOB_KEY);
        store.removeItem(STATE_KEY);
        writtenId = null;
        return true;
      }
      if (writtenId !== job.id || store.getItem(STATE_KEY) === null) {
        store.setItem(BULK_JOB_KEY, text);
        writtenId = job.id;
      }
      const state: StoredState = {
        id: job.id,
        phase: job.phase,
        ...(job.stopReason ? { stopReason: job.stopReason } : {}),
        states: job.items.map((step) => step.state),
        errors: job.items.map((step) => step.error ?? null),
      };
      store.setItem(STATE_KEY, JSON.stringify(state));
      return true;
    } catch {
      return false;
    }
  },
};
