import { useState, useSyncExternalStore } from 'react';
import { canResume, canUndo, jobCounts, planFile, refusedLine, undoTargets, type ImportJob } from '../../lib/importJob';
import { downloadFile } from '../../ui/download';
import type { JobController } from './controller';
import { Messages } from './Messages';
import { strings } from './strings';

/** One list of the plan, drawn only when opened (a plan may hold 2,000 titles). */
function PlanList({ label, titles }: { label: string; titles: readonly string[] }) {
  const [open, setOpen] = useState(false);
  if (titles.length === 0) return null;
  return (
    <details className="hohPlanList" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{`${label} (${titles.length})`}</summary>
      {open && <ul>{titles.map((title, i) => <li key={i}>{title}</li>)}</ul>}
    </details>
  );
}

function Plan({ job, controller }: { job: ImportJob; controller: JobController }) {
  const toAdd = job.items.filter((item) => !item.prior);
  const toOverwrite = job.items.filter((item) => item.prior);
  const refused = job.refused ?? [];
  return (
    <div className="hohPlan">
      <h3>{strings.planHeading}</h3>
      <p className="hohPlanSummary">{strings.planSummary(toAdd.length, toOverwrite.length, job.skippedExisting.length, job.unmatched.length, refused.length)}</p>
      <PlanList label={strings.planToAdd} titles={toAdd.map((item) => item.title)} />
      <PlanList label={strings.planToOverwrite} titles={toOverwrite.map((item) => item.title)} />
      <PlanList label={strings.planSkipped} titles={job.skippedExisting.map((entry) => entry.title)} />
      <PlanList label={strings.planUnmatched} titles={job.unmatched} />
      <PlanList label={strings.planRefused} titles={refused.map(refusedLine)} />
      <div className="hohImportButtons">
        {job.items.length > 0 && (
          <button type="button" className="hoh-ui-button hohStartImport" onClick={() => void controller.start()}>
            {job.source === 'json' ? strings.importAll : strings.startImport}
          </button>
        )}
        <button type="button" className="hoh-ui-button hoh-ui-secondary hohDownloadPlan" onClick={() => downloadFile(planFile(job))}>{strings.downloadPlan}</button>
        <button type="button" className="hoh-ui-button hoh-ui-secondary hohCancelPlan" onClick={() => controller.forget()}>{strings.cancel}</button>
      </div>
    </div>
  );
}

function UndoButton({ job, controller }: { job: ImportJob; controller: JobController }) {
  const [confirming, setConfirming] = useState(false);
  if (!canUndo(job)) return null;
  const targets = undoTargets(job).map((index) => job.items[index]);
  const restores = targets.filter((item) => item.prior).length;
  if (!confirming) {
    return <button type="button" className="hoh-ui-button hoh-ui-secondary hohUndoImport" onClick={() => setConfirming(true)}>{strings.undo}</button>;
  }
  return (
    <div className="hohUndoConfirm" role="group">
      <p>{strings.undoConfirm(targets.length - restores, restores)}</p>
      <button type="button" className="hoh-ui-button hohUndoYes" onClick={() => { setConfirming(false); void controller.undo(); }}>{strings.undoYes}</button>
      <button type="button" className="hoh-ui-button hoh-ui-secondary hohUndoCancel" onClick={() => setConfirming(false)}>{strings.cancel}</button>
    </div>
  );
}

/** The plan, the import's progress, its continuation and its undo. */
export function JobPanel({ controller }: { controller: JobController }) {
  const { job, errors, busy, problem } = useSyncExternalStore(controller.subscribe, controller.getView);
  if (!job) return null;
  if (job.phase === 'ready') return <section className="hohJob"><Plan job={job} controller={controller} /></section>;
  const counts = jobCounts(job);
  const processed = counts.done + counts.failed + counts.skipped;
  const undoTotal = undoTargets(job).length + counts.undone;
  const undoing = job.phase === 'undoing' || job.phase === 'undoStopped' || job.phase === 'undone';
  const resumable = !busy && canResume(job);
  return (
    <section className="hohJob" aria-live="polite">
      {!undoing && <p className="hohImportStatus">{strings.progress(processed, counts.total)}</p>}
      {job.phase === 'finished' && <p className="hohImportDone">{strings.finished(counts.done, counts.failed)}</p>}
      {job.phase === 'stopped' && job.stopReason && <p className="hohImportError">{strings.stopped(job.stopReason)}</p>}
      {resumable && <p className="hohResumeOffer">{strings.resumeOffer(processed, counts.total)}</p>}
      {undoing && <p className="hohUndoStatus">{strings.undoProgress(counts.undone, undoTotal)}</p>}
      {job.phase === 'undoStopped' && job.stopReason && <p className="hohImportError">{strings.undoStopped(job.stopReason)}</p>}
      {job.phase === 'undone' && <p className="hohImportDone">{strings.undone}</p>}
      {problem && <p className="hohImportError">{problem}</p>}
      <Messages errors={errors} />
      {!busy && (
        <div className="hohImportButtons">
          {resumable && <button type="button" className="hoh-ui-button hohContinueImport" onClick={() => void controller.resume()}>{strings.continueImport}</button>}
          {job.phase === 'undoStopped' && <button type="button" className="hoh-ui-button hohContinueUndo" onClick={() => void controller.undo()}>{strings.continueUndo}</button>}
          {job.phase !== 'undoStopped' && <UndoButton job={job} controller={controller} />}
          <button type="button" className="hoh-ui-button hoh-ui-secondary hohForgetImport" onClick={() => controller.forget()}>{strings.forgetImport}</button>
        </div>
      )}
    </section>
  );
}
