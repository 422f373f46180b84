import { useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { bulkProgress, canContinue, entriesIn, type BulkJob } from '../../lib/bulkEditJob';
import type { PlanRowView } from '../../workers/client';
import type { BulkEditController, PlanView } from './controller';
import { ChangeForm } from './ChangeForm';
import { PlanList } from './PlanList';
import { strings } from './strings';

export interface PanelProps {
  controller: BulkEditController;
  isManga: boolean;
  fetchPlanRows(start: number, count: number): Promise<readonly PlanRowView[]>;
  onSelectShown(): void;
  onClear(): void;
}

/** Titles of a job's entries in some state, drawn only when opened (an edit may hold 11,000). */
function TitleList({ label, entries, className }: { label: string; entries: readonly { title: string; error?: string }[]; className: string }) {
  const [open, setOpen] = useState(false);
  if (!entries.length) return null;
  return (
    <details className={`hohBulkTitles ${className}`} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{`${label} (${entries.length.toLocaleString('en-US')})`}</summary>
      {open && <ul>{entries.map((entry, index) => <li key={index}>{entry.error ? `${entry.title}: ${entry.error}` : entry.title}</li>)}</ul>}
    </details>
  );
}

function JobStatus({ job, busy, controller }: { job: BulkJob; busy: boolean; controller: BulkEditController }) {
  const progress = bulkProgress(job);
  const processed = progress.saved + progress.failed + progress.skipped;
  const running = busy && job.phase === 'saving';
  const restoring = job.kind === 'restore';
  return (
    <section className="hohBulkJob" aria-live="polite">
      <h3>{restoring ? strings.restoringHeading : strings.savingHeading}</h3>
      <p className="hohBulkProgress">
        <progress max={progress.total} value={processed} />
        <span className="hohBulkProgressText">{strings.progress(processed, progress.total)}</span>
      </p>
      {job.phase === 'finished' && <p className="hohBulkDone">{(restoring ? strings.restored : strings.finished)(progress.saved, progress.failed, progress.skipped)}</p>}
      {job.phase === 'finished' && <p className="hohBulkHint">{strings.reloadHint}</p>}
      {job.phase === 'stopped' && <p className="hohBulkStopped">{strings.stopped(job.stopReason ?? strings.stoppedByYou, processed, progress.total)}</p>}
      {!busy && job.phase === 'saving' && canContinue(job) && <p className="hohBulkResume">{strings.resumeOffer(job.kind, processed, progress.total)}</p>}
      <TitleList label={strings.savedList} entries={entriesIn(job, ['done'])} className="hohBulkSaved" />
      <TitleList label={strings.notSavedList} entries={job.phase === 'finished' ? [] : entriesIn(job, ['pending', 'sent'])} className="hohBulkNotSaved" />
      <TitleList label={strings.refusedList} entries={entriesIn(job, ['failed'])} className="hohBulkRefused" />
      <TitleList label={strings.skippedList} entries={entriesIn(job, ['skipped'])} className="hohBulkSkipped" />
      <div className="hohBulkButtons">
        {running && <button type="button" className="hoh-ui-button hohBulkStop" onClick={() => controller.stop()}>{strings.stop}</button>}
        {!busy && canContinue(job) && <button type="button" className="hoh-ui-button hohBulkContinue" onClick={() => void controller.continueJob()}>{strings.continueRun}</button>}
        {!busy && !restoring && progress.saved > 0 && <button type="button" className="hoh-ui-button hoh-ui-secondary hohBulkUndo" onClick={() => void controller.planUndo()}>{strings.undo}</button>}
        {!busy && <button type="button" className="hoh-ui-button hoh-ui-secondary hohBulkForget" onClick={() => void controller.forget()}>{strings.forget}</button>}
      </div>
    </section>
  );
}

function PlanSection({ plan, busy, controller, fetchRows }: { plan: PlanView; busy: boolean; controller: BulkEditController; fetchRows: PanelProps['fetchPlanRows'] }) {
  const { summary } = plan;
  const canSave = summary.changing > 0 && (plan.kind === 'restore' || plan.backupSaved);
  return (
    <section className="hohBulkPlan" aria-live="polite">
      <h3>{plan.kind === 'restore' ? strings.undo : strings.planHeading}</h3>
      <p className="hohBulkPlanSummary">{summary.changing ? strings.planSummary(summary.changing, summary.unchanged, summary.requests) : strings.planNothing}</p>
      {summary.deleting > 0 && <p className="hohBulkPlanDeletes">{strings.planDeletes(summary.deleting)}</p>}
      {summary.creating > 0 && <p className="hohBulkPlanCreates">{strings.planCreates(summary.creating)}</p>}
      <PlanList count={summary.changing} version={plan.version} fetchRows={fetchRows} />
      {plan.hasBackup && summary.changing > 0 && (
        <div className="hohBulkBackup">
          <p>{plan.backupSaved ? strings.backupSaved : strings.backupFirst}</p>
          <button
            type="button"
            className="hoh-ui-button hoh-ui-secondary hohBulkDownloadBackup"
            onClick={() => void controller.downloadBackup()}
          >
            {strings.downloadBackup}
          </button>
        </div>
      )}
      <div className="hohBulkButtons">
        {summary.changing > 0 && (
          <button type="button" className="hoh-ui-button hohBulkSave" disabled={!canSave || busy} onClick={() => void controller.save()}>
            {plan.kind === 'restore' ? strings.restore(summary.changing) : strings.save(summary.changing)}
          </button>
        )}
        <button type="button" className="hoh-ui-button hoh-ui-secondary hohBulkCancel" onClick={() => controller.cancelPlan()}>{strings.cancel}</button>
      </div>
    </section>
  );
}

/** Bulk edit's box above the list: the selection, the change, the dry run, the run and its undo. */
export function BulkPanel({ controller, isManga, fetchPlanRows, onSelectShown, onClear }: PanelProps) {
  const view = useSyncExternalStore(controller.subscribe, controller.getView);
  const running = view.busy && view.job?.phase === 'saving';
  const readFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) void file.text().then((text) => controller.planUndoFromFile(text));
  };
  return (
    <div className="hohBulkInner">
      <div className="hohBulkHead">
        <h2>{strings.heading}</h2>
        <span className="hohBulkCount" aria-live="polite">{strings.selected(view.selected)}</span>
        <button type="button" className="hoh-ui-button hoh-ui-secondary hohBulkSelectShown" disabled={view.stage !== 'ready' || running} onClick={onSelectShown}>{strings.selectShown}</button>
        <button type="button" className="hoh-ui-button hoh-ui-secondary hohBulkClear" disabled={!view.selected || running} onClick={onClear}>{strings.clear}</button>
      </div>
      {view.stage === 'loading' && <p className="hohBulkLoading">{strings.loading}</p>}
      {view.stage === 'failed' && <p className="hohBulkProblem" role="alert">{strings.loadFailed(view.loadMessage ?? '')}</p>}
      {view.problem && <p className="hohBulkProblem" role="alert">{view.problem}</p>}
      {view.notStored && <p className="hohBulkProblem">{strings.notStored}</p>}
      {view.job && <JobStatus job={view.job} busy={view.busy} controller={controller} />}
      {view.stage === 'ready' && !running && view.plan && <PlanSection plan={view.plan} busy={view.busy} controller={controller} fetchRows={fetchPlanRows} />}
      {/* Kept while a plan is shown (hidden), so Cancel goes back to the form as the member left it. */}
      {view.stage === 'ready' && !running && (
        <div className="hohBulkEditing" hidden={!!view.plan}>
          {view.selected ? null : <p className="hohBulkHint">{strings.selectHint}</p>}
          {view.selected > 0 && (
            <ChangeForm scoreFormat={view.scoreFormat} customLists={view.customLists} isManga={isManga} busy={view.busy} selected={view.selected} onDryRun={(change) => void controller.dryRun(change)} />
          )}
          <label className="hohBulkFile">
            <span className="hoh-ui-button hoh-ui-secondary">{strings.undoFromFile}</span>
            <input type="file" accept=".json,application/json" className="hohBulkFileInput" onChange={readFile} disabled={view.busy} />
          </label>
        </div>
      )}
    </div>
  );
}
