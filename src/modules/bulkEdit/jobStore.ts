/**
 * Where the running bulk edit is kept between visits. The plan (megabytes for 11,000 entries,
 * beyond what localStorage holds beside AniList's own data) goes to IndexedDB once per job,
 * through idb-keyval; the requests' states, a few bytes each and written after every step, go to
 * localStorage, which writes at once. Read back as one job. Where IndexedDB is refused (a private
 * window in some browsers) the plan goes to localStorage if it fits; when nothing can keep it, the
 * panel says the edit cannot be continued after a reload.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
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
  /** The stored job as JSON, its states applied; null when none (or unreadable). */
  read(): Promise<string | null>;
  /** Keeps a job's plan (its JSON as the worker wrote it); false when nothing could keep it. */
  savePlan(text: string): Promise<boolean>;
  /** Keeps the job's steps' states and phase (after every step). */
  saveState(job: BulkJob): void;
  forget(): Promise<void>;
}

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

let database: UseStore | null = null;
/** AniList's origin's database of the script's own, created on first use. */
function planStore(): UseStore {
  database ??= createStore('automail', 'bulkEdit');
  return database;
}

async function readPlan(): Promise<string | null> {
  try {
    const text = await get<string>(BULK_JOB_KEY, planStore());
    if (typeof text === 'string') return text;
  } catch {
    // IndexedDB refused: the plan may have gone to localStorage.
  }
  return storage()?.getItem(BULK_JOB_KEY) ?? null;
}

function applyState(text: string | null): string | null {
  const job = readBulkJob(text);
  if (!job) return null;
  try {
    const state = JSON.parse(storage()?.getItem(STATE_KEY) ?? 'null') as StoredState | null;
    if (state && state.id === job.id && state.states.length === job.items.length) {
      const items = job.items.map((step, index) => ({ ...step, state: state.states[index], ...(state.errors[index] ? { error: state.errors[index] as string } : {}) }));
      return JSON.stringify({ ...job, items, phase: state.phase, stopReason: state.stopReason });
    }
  } catch {
    // A broken state record: the plan as first stored (every request open), settled by the list at Continue.
  }
  return text;
}

export const jobStore: BulkJobStore = {
  async read() {
    return applyState(await readPlan());
  },
  async savePlan(text) {
    const store = storage();
    try {
      store?.removeItem(STATE_KEY);
      store?.removeItem(BULK_JOB_KEY);
    } catch {
      // Nothing to clear.
    }
    try {
      await set(BULK_JOB_KEY, text, planStore());
      return true;
    } catch {
      try {
        store?.setItem(BULK_JOB_KEY, text);
        return !!store;
      } catch {
        return false;
      }
    }
  },
  saveState(job) {
    const state: StoredState = {
      id: job.id,
      phase: job.phase,
      ...(job.stopReason ? { stopReason: job.stopReason } : {}),
      states: job.items.map((step) => step.state),
      errors: job.items.map((step) => step.error ?? null),
    };
    try {
      storage()?.setItem(STATE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or off: Continue settles every open request against the list instead.
    }
  },
  async forget() {
    try {
      storage()?.removeItem(STATE_KEY);
      storage()?.removeItem(BULK_JOB_KEY);
    } catch {
      // Nothing kept there.
    }
    try {
      await del(BULK_JOB_KEY, planStore());
    } catch {
      // IndexedDB refused: nothing was kept there.
    }
  },
};
