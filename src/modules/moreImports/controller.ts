/**
 * The import job on the page: the plan shown before anything is saved, the saves one per pace
 * through the API client (and so through the rate budget), the stored progress that lets an
 * import continue after a stop or a reload, and the undo. React reads it through subscribe.
 */
import { isApiError, mutate, type ApiError } from '../../api/client';
import { saveOutcome } from '../../api/saveOutcome';
import {
  DELETE_MEDIA_LIST_ENTRY,
  SAVE_MEDIA_LIST_ENTRY,
  type DeleteMediaListEntryResult,
  type SaveMediaListEntryResult,
} from '../../api/queries/mutations';
import {
  JOB_STORAGE_KEY,
  canResume,
  readJob,
  reconcile,
  restoreVariables,
  runSaves,
  runUndo,
  type ImportJob,
  type JobItem,
  type RunHooks,
  type StepOutcome,
} from '../../lib/importJob';
import { entryIds, fetchListState } from './listState';
import { strings } from './strings';

export interface JobView {
  job: ImportJob | null;
  /** Red lines: refused saves (title and AniList's validation messages). */
  errors: string[];
  /** Whether a run (saving, reconciling, undoing) is going on. */
  busy: boolean;
  /** A problem outside the saves (the list could not be read). */
  problem: string | null;
}

/** Where the job is kept between visits; localStorage in the page. */
export interface JobStore {
  read(): string | null;
  write(value: string | null): void;
}

export const localJobStore: JobStore = {
  read: () => {
    try {
      return localStorage.getItem(JOB_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write: (value) => {
    try {
      if (value === null) localStorage.removeItem(JOB_STORAGE_KEY);
      else localStorage.setItem(JOB_STORAGE_KEY, value);
    } catch {
      // Storage full or blocked: the import still runs, it just cannot be resumed.
    }
  },
};

const outcomeTexts = { rateLimited: strings.rateLimited, signedOut: 'the script was signed out' };

function outcomeOf<T>(answer: T | ApiError | null, signal: AbortSignal, entryId: (data: T) => number | undefined): StepOutcome {
  return saveOutcome(answer, signal, outcomeTexts, entryId);
}

export class JobController {
  private view: JobView = { job: null, errors: [], busy: false, problem: null };
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly userName: string,
    private readonly signal: AbortSignal,
    private readonly paceMs: number,
    private readonly wait: (ms: number) => Promise<void>,
    private readonly store: JobStore = localJobStore,
  ) {
    const stored = readJob(store.read());
    // Another user's job (a shared browser) is not this user's to continue or undo.
    if (stored && stored.userName.toLowerCase() === userName.toLowerCase()) this.view = { ...this.view, job: stored };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getView = (): JobView => this.view;

  private set(change: Partial<JobView>): void {
    this.view = { ...this.view, ...change };
    for (const listener of this.listeners) listener();
  }

  private save(job: ImportJob): void {
    this.store.write(job.phase === 'ready' ? null : JSON.stringify(job));
    this.set({ job });
  }

  /** Shows a plan; nothing is stored or saved until it is started. */
  preview(job: ImportJob): void {
    if (this.view.busy) return;
    this.set({ job, errors: [], problem: null });
  }

  /** Drops a plan that was not started, or a finished or stopped job the member is done with. */
  forget(): void {
    if (this.view.busy) return;
    this.store.write(null);
    this.set({ job: null, errors: [], problem: null });
  }

  async start(): Promise<void> {
    const job = this.view.job;
    if (!job || job.phase !== 'ready' || this.view.busy) return;
    await this.run(job);
  }

  /** Continues a stopped job: the list says first what the stop left open. */
  async resume(): Promise<void> {
    const job = this.view.job;
    if (!job || !canResume(job) || this.view.busy) return;
    this.set({ busy: true, problem: null });
    const state = await fetchListState(this.userName, job.listType, this.signal);
    if (this.signal.aborted) return;
    if (!state) {
      this.set({ busy: false, problem: strings.listLoadFailed(this.userName) });
      return;
    }
    this.set({ busy: false });
    await this.run(reconcile(job, entryIds(state)));
  }

  private async run(job: ImportJob): Promise<void> {
    this.set({ busy: true });
    try {
      await runSaves(job, this.hooks(async (item) => outcomeOf<SaveMediaListEntryResult>(
        await mutate<SaveMediaListEntryResult>(SAVE_MEDIA_LIST_ENTRY, item.variables, { signal: this.signal }),
        this.signal,
        (data) => data.SaveMediaListEntry?.id,
      )));
    } finally {
      if (!this.signal.aborted) this.set({ busy: false });
    }
  }

  async undo(): Promise<void> {
    const job = this.view.job;
    if (!job || this.view.busy) return;
    this.set({ busy: true, errors: [] });
    try {
      await runUndo(job, this.hooks((item) => this.undoStep(item)));
    } finally {
      if (!this.signal.aborted) this.set({ busy: false });
    }
  }

  /** One run's hooks: this visit's pace and signal, the job stored at every step, refusals in red. */
  private hooks(step: RunHooks['step']): RunHooks {
    return {
      paceMs: this.paceMs,
      wait: this.wait,
      aborted: () => this.signal.aborted,
      update: (next) => this.save(next),
      onRefused: (item, message) => this.set({ errors: [...this.view.errors, `${item.title}: ${message}`] }),
      step,
    };
  }

  private async undoStep(item: JobItem): Promise<StepOutcome> {
    if (item.prior) {
      const answer = await mutate<SaveMediaListEntryResult>(SAVE_MEDIA_LIST_ENTRY, restoreVariables(item.prior), { signal: this.signal });
      return outcomeOf(answer, this.signal, () => undefined);
    }
    const answer = await mutate<DeleteMediaListEntryResult>(DELETE_MEDIA_LIST_ENTRY, { id: item.entryId }, { signal: this.signal });
    // Already gone (deleted by hand meanwhile) is as good as deleted.
    if (isApiError(answer) && answer.status === 404) return { kind: 'ok' };
    return outcomeOf(answer, this.signal, () => undefined);
  }
}
