/**
 * Bulk edit on the page: the worker's session (list, selection, dry run, backup, restore plans),
 * the stored job and its run through the API client (so through the rate budget), Stop, Continue
 * and Undo. React reads it through subscribe/getView.
 */
import { mutate, isApiError } from '../../api/client';
import {
  DELETE_MEDIA_LIST_ENTRY,
  SAVE_MEDIA_LIST_ENTRY,
  UPDATE_MEDIA_LIST_ENTRIES,
  type DeleteMediaListEntryResult,
  type SaveMediaListEntryResult,
  type UpdateMediaListEntriesResult,
} from '../../api/queries/mutations';
import { saveOutcome } from '../../api/saveOutcome';
import { downloadFile } from '../../ui/download';
import { pause } from '../../core/timers';
import { bulkProgress, canContinue, readBulkJob, type BulkJob, type BulkStep } from '../../lib/bulkEditJob';
import type { BulkChange, PlanSummary } from '../../lib/bulkEditTypes';
import { runSaves, type StepOutcome } from '../../lib/importJob';
import type { BulkEditHandle, PlanResult, RestoreResult, SelectionChange } from '../../workers/client';
import { jobStore, type BulkJobStore } from './jobStore';
import { strings } from './strings';

export interface PlanView {
  kind: 'edit' | 'restore';
  summary: PlanSummary;
  /** Bumped with every new plan: the dry run's rows are asked for again. */
  version: number;
  /** An edit's backup must be downloaded before Save is offered; a restore has none. */
  hasBackup: boolean;
  backupSaved: boolean;
}

export interface BulkView {
  stage: 'loading' | 'failed' | 'ready';
  loadMessage: string | null;
  selected: number;
  scoreFormat: string;
  customLists: string[];
  plan: PlanView | null;
  job: BulkJob | null;
  /** A run, a dry run or a check is going on. */
  busy: boolean;
  /** What the member must fix or know (a bad file, a change with nothing in it). */
  problem: string | null;
  /** The job could not be stored: it cannot be continued after a reload. */
  notStored: boolean;
}

export class BulkEditController {
  private view: BulkView = {
    stage: 'loading', loadMessage: null, selected: 0, scoreFormat: 'POINT_10', customLists: [],
    plan: null, job: null, busy: false, problem: null, notStored: false,
  };
  private readonly listeners = new Set<() => void>();
  private planVersion = 0;
  /** The current run's Stop. */
  private run: AbortController | null = null;

  constructor(
    private readonly session: BulkEditHandle,
    private readonly owner: { userName: string; listType: 'ANIME' | 'MANGA' },
    private readonly signal: AbortSignal,
    private readonly paceMs: number,
    private readonly store: BulkJobStore = jobStore,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getView = (): BulkView => this.view;

  private set(change: Partial<BulkView>): void {
    if (this.signal.aborted) return;
    this.view = { ...this.view, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Reads the list in the worker, and a stored job of this list. */
  async start(): Promise<void> {
    const stored = readBulkJob(await this.store.read());
    const mine = stored && stored.userName.toLowerCase() === this.owner.userName.toLowerCase() && stored.listType === this.owner.listType ? stored : null;
    this.set({ job: mine });
    const loaded = await this.session.load();
    if (!loaded.ok) {
      this.set({ stage: 'failed', loadMessage: loaded.message });
      return;
    }
    this.set({ stage: 'ready', scoreFormat: loaded.scoreFormat, customLists: loaded.customLists });
  }

  async select(change: SelectionChange): Promise<void> {
    const selected = await this.session.select(change);
    this.set({ selected, plan: null, problem: null });
  }

  async dryRun(change: BulkChange): Promise<void> {
    if (this.view.busy) return;
    this.set({ busy: true, problem: null });
    try {
      const result = await this.session.dryRun(change, Date.now());
      this.showPlan('edit', result);
    } finally {
      this.set({ busy: false });
    }
  }

  private showPlan(kind: 'edit' | 'restore', result: PlanResult): void {
    this.set({ plan: { kind, summary: result.summary, version: ++this.planVersion, hasBackup: result.hasBackup, backupSaved: false } });
  }

  /** Downloads the plan's backup (by the member's click); then the save may start. */
  async downloadBackup(): Promise<void> {
    const plan = this.view.plan;
    const file = plan?.hasBackup ? await this.session.backupFile() : null;
    if (!file || this.view.plan !== plan || !plan) return;
    downloadFile({ fileName: file.fileName, mimeType: 'application/json', content: file.content });
    this.set({ plan: { ...plan, backupSaved: true } });
  }

  cancelPlan(): void {
    this.set({ plan: null, problem: null });
  }

  /** Starts the planned job: an edit only once its backup has been downloaded. */
  async save(): Promise<void> {
    const plan = this.view.plan;
    if (!plan || this.view.busy) return;
    if (plan.kind === 'edit' && !plan.backupSaved) return;
    // A stopped job still holds what it has not saved: it is continued or forgotten first, never replaced.
    if (this.view.job && canContinue(this.view.job)) {
      this.set({ problem: strings.finishStoppedFirst });
      return;
    }
    this.set({ busy: true });
    const text = await this.session.planJobText();
    const job = readBulkJob(text);
    this.set({ busy: false });
    if (!job || !job.items.length || this.view.plan !== plan) return;
    this.set({ plan: null });
    await this.runJob(job, text);
  }

  /** Continues a stopped job: the list says first what the stop left open. */
  async continueJob(): Promise<void> {
    const job = this.view.job;
    if (!job || !canContinue(job) || this.view.busy) return;
    this.set({ busy: true, problem: strings.checking });
    const settled = await this.session.reconcile(JSON.stringify(job));
    this.set({ busy: false, problem: null });
    if (!settled.ok) {
      this.set({ problem: strings.restoreFailed(settled.message) });
      return;
    }
    const next = readBulkJob(settled.jobText);
    if (next) await this.runJob(next, settled.jobText);
  }

  stop(): void {
    this.run?.abort();
  }

  /** Plans the undo of the stored job: shown as a dry run first. */
  async planUndo(): Promise<void> {
    const job = this.view.job;
    if (!job || this.view.busy) return;
    this.set({ busy: true, problem: null });
    try {
      this.showRestore(await this.session.restoreJob(JSON.stringify(job), Date.now()));
    } finally {
      this.set({ busy: false });
    }
  }

  /** Plans the undo of a backup file's edit against the list as it is now. */
  async planUndoFromFile(text: string): Promise<void> {
    if (this.view.busy) return;
    this.set({ busy: true, problem: null });
    try {
      this.showRestore(await this.session.restoreFromFile(text, Date.now()));
    } finally {
      this.set({ busy: false });
    }
  }

  private showRestore(result: RestoreResult): void {
    if (!result.ok) {
      const problem = {
        notJson: strings.fileNotJson,
        notBackup: strings.fileNotBackup,
        broken: strings.fileBroken,
        otherList: strings.fileOtherList(result.message ?? ''),
        failed: strings.restoreFailed(result.message ?? ''),
      }[result.reason];
      this.set({ problem });
      return;
    }
    if (!result.summary.changing) {
      this.set({ problem: strings.restoreNothing });
      return;
    }
    this.showPlan('restore', result);
  }

  /** Drops a finished or stopped job the member is done with. */
  async forget(): Promise<void> {
    if (this.view.busy) return;
    this.set({ job: null, notStored: false });
    await this.store.forget();
  }

  /**
   * Runs a job; `text` is its JSON as the worker wrote it, kept as is (an 11,000-entry plan is not
   * written out again) before the first request goes, so a reload at any point finds it.
   */
  private async runJob(start: BulkJob, text: string): Promise<void> {
    const run = new AbortController();
    this.run = run;
    const stopped = AbortSignal.any([this.signal, run.signal]);
    this.set({ busy: true, problem: null, notStored: false });
    try {
      const kept = await this.store.savePlan(text);
      if (!kept) this.set({ notStored: true });
      const end = await runSaves<BulkStep, BulkJob>(start, {
        paceMs: this.paceMs,
        wait: (ms) => pause(ms, stopped),
        aborted: () => stopped.aborted,
        update: (job) => this.keep(job),
        step: (step) => this.send(step, stopped),
      });
      // Stop (not leaving the page): the job waits for Continue, its last request settled then.
      if (run.signal.aborted && !this.signal.aborted && end.phase === 'saving') {
        this.keep({ ...end, phase: 'stopped', stopReason: strings.stoppedByYou });
      }
    } finally {
      this.run = null;
      this.set({ busy: false });
    }
  }

  private keep(job: BulkJob): void {
    this.store.saveState(job);
    this.set({ job });
  }

  private async send(step: BulkStep, signal: AbortSignal): Promise<StepOutcome> {
    const texts = { rateLimited: strings.rateLimited, signedOut: strings.scriptSignedOut };
    switch (step.operation) {
      case 'UpdateMediaListEntries':
        return saveOutcome(await mutate<UpdateMediaListEntriesResult>(UPDATE_MEDIA_LIST_ENTRIES, step.variables, { signal }), signal, texts);
      case 'SaveMediaListEntry':
        return saveOutcome(await mutate<SaveMediaListEntryResult>(SAVE_MEDIA_LIST_ENTRY, step.variables, { signal }), signal, texts, (data) => data.SaveMediaListEntry?.id);
      case 'DeleteMediaListEntry': {
        const answer = await mutate<DeleteMediaListEntryResult>(DELETE_MEDIA_LIST_ENTRY, step.variables, { signal });
        // Already gone (deleted by hand meanwhile) is as good as deleted.
        if (isApiError(answer) && answer.status === 404) return { kind: 'ok' };
        return saveOutcome(answer, signal, texts);
      }
    }
  }
}

export { bulkProgress };
