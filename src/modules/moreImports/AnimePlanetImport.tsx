import { useRef, useState } from 'react';
import { newJob, refusedLine, type JobListType } from '../../lib/importJob';
import { openImport, type ImportHandle } from '../../workers/client';
import type { RefusedEntry } from '../../workers/importEntryCheck';
import type { ReviewRowView } from '../../workers/session/import';
import { Checkbox } from '../../ui/Checkbox';
import { readFileText, sameUser, type ImportEnv, type ScriptViewer } from './env';
import { FilePicker } from './FilePicker';
import { fetchListState } from './listState';
import { ListTypeSelect } from './ListTypeSelect';
import { Messages } from './Messages';
import { ReviewList } from './ReviewList';
import { IMPORT_TEXTS, strings } from './strings';

type Stage =
  | { kind: 'idle' }
  | { kind: 'matching'; done: number; total: number }
  | { kind: 'review'; rows: ReviewRowView[]; noMatches: string[]; failed: string[]; skipped: number; refused: RefusedEntry[] };

/** Spec doc 3 §9: a 2000 ms pause before the review prompt, kept in step with the save pace. */
const REVIEW_PAUSE_PACES = 2;

/**
 * The Anime-Planet import (algorithms.md 1e): the file is read and matched in the worker, the
 * member reviews the matches (worst on top, far ones unchecked, other candidates to pick), and
 * 'Import all selected' turns the choice into a plan.
 */
export function AnimePlanetImport({ env, viewer }: { env: ImportEnv; viewer: ScriptViewer }) {
  const [listType, setListType] = useState<JobListType>('anime');
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [errors, setErrors] = useState<string[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [chosen, setChosen] = useState<Readonly<Record<number, number>>>({});
  const [overwrite, setOverwrite] = useState(false);
  const [planning, setPlanning] = useState(false);
  const handle = useRef<ImportHandle | null>(null);

  const onFile = async (file: File) => {
    setErrors([]);
    setWarnings([]);
    setStage({ kind: 'idle' });
    if (!sameUser(env, viewer)) return;
    const read = await readFileText(file);
    if (!read.ok) {
      setErrors([IMPORT_TEXTS.readError]);
      return;
    }
    handle.current?.close();
    const session = await openImport(listType, { signal: env.signal, getToken: env.getToken });
    handle.current = session;
    const loaded = await session.load(read.text, { signedInAs: viewer.name, now: env.now() });
    if (env.signal.aborted) return;
    if (!loaded.ok) {
      setErrors([loaded.error]);
      return;
    }
    setWarnings(loaded.warnings);
    setStage({ kind: 'matching', done: 0, total: loaded.itemCount });
    const result = await session.match((done, total) => {
      if (!env.signal.aborted) setStage({ kind: 'matching', done, total });
    });
    if (env.signal.aborted || handle.current !== session) return;
    if (!result.ok) {
      setErrors([result.message]);
      setStage({ kind: 'idle' });
      return;
    }
    await env.wait(REVIEW_PAUSE_PACES * env.paceMs);
    if (env.signal.aborted || handle.current !== session) return;
    setChecked(new Set(result.rows.filter((row) => row.checked).map((row) => row.index)));
    setChosen({});
    setStage({ kind: 'review', rows: result.rows, noMatches: result.noMatches, failed: result.failed, skipped: loaded.skipped, refused: loaded.refused });
  };

  const importSelected = async () => {
    if (stage.kind !== 'review' || !handle.current) return;
    if (!sameUser(env, viewer)) return;
    setPlanning(true);
    setErrors([]);
    try {
      const state = await fetchListState(viewer.name, listType, env.signal);
      if (env.signal.aborted) return;
      if (!state) {
        setErrors([strings.listLoadFailed(viewer.name)]);
        return;
      }
      const indexes = stage.rows.filter((row) => checked.has(row.index)).map((row) => row.index);
      const saves = await handle.current.saves(indexes, viewer.scoreFormat, { onList: [...state.keys()], overwrite, chosen });
      if (env.signal.aborted) return;
      for (const unknown of saves.unknownStatuses) console.log(strings.unknownStatus(unknown.source, unknown.status));
      setWarnings(saves.unknownStatuses.map((unknown) => strings.unknownStatus(unknown.source, unknown.status)));
      env.controller.preview(newJob({
        id: `animePlanet-${env.now()}`,
        userName: viewer.name,
        listType,
        source: 'animePlanet',
        createdAt: env.now(),
        saves: saves.saves.map((save) => ({ mediaId: save.variables.mediaId, title: save.title, variables: { ...save.variables } })),
        priorEntries: overwrite ? state : undefined,
        skippedExisting: saves.alreadyOnList.map((entry) => ({ mediaId: entry.mediaId, title: entry.title })),
        unmatched: [...stage.noMatches, ...stage.failed],
        refused: stage.refused,
      }));
    } finally {
      if (!env.signal.aborted) setPlanning(false);
    }
  };

  return (
    <section className="section hohImportSection hohAnimePlanetImport">
      <h2>{strings.animePlanetHeading}</h2>
      <ListTypeSelect value={listType} onChange={setListType} disabled={stage.kind === 'matching'} />
      <FilePicker label={strings.animePlanetDrop} disabled={stage.kind === 'matching'} onFile={(file) => void onFile(file)} />
      <Messages errors={errors} warnings={warnings} />
      {stage.kind === 'matching' && (
        <div className="hohMatching" role="status">
          <p>{IMPORT_TEXTS.findingMatches}</p>
          <progress max={Math.max(stage.total, 1)} value={stage.done} aria-label={strings.matchProgress(stage.done, stage.total)} />
        </div>
      )}
      {stage.kind === 'review' && (
        <div className="hohReview">
          <p className="hohReviewPrompt">{IMPORT_TEXTS.review}</p>
          {stage.skipped > 0 && <p className="hoh-ui-hint">{strings.skippedWontWatch(stage.skipped)}</p>}
          {stage.refused.length > 0 && <p className="hohImportError hohRefusedEntries">{strings.refusedAtReview(stage.refused.map(refusedLine))}</p>}
          <p className="hoh-ui-hint hohSelectedCount">{strings.selectedCount(checked.size, stage.rows.length)}</p>
          <ReviewList
            rows={stage.rows}
            listType={listType}
            checked={checked}
            chosen={chosen}
            onCheck={(index, on) => setChecked((current) => {
              const next = new Set(current);
              if (on) next.add(index);
              else next.delete(index);
              return next;
            })}
            onChoose={(index, mediaId) => setChosen((current) => ({ ...current, [index]: mediaId }))}
          />
          {stage.noMatches.length > 0 && <p className="hoh-ui-hint hohNoMatches">{`${strings.noMatches} ${stage.noMatches.join(', ')}`}</p>}
          {stage.failed.length > 0 && <p className="hohImportError">{`${strings.searchFailed} ${stage.failed.join(', ')}`}</p>}
          <Checkbox checked={overwrite} onChange={setOverwrite}>{strings.overwrite}</Checkbox>
          <div className="hohImportButtons">
            <button type="button" className="hoh-ui-button hohImportSelected" disabled={planning} onClick={() => void importSelected()}>{strings.importAllSelected}</button>
          </div>
        </div>
      )}
    </section>
  );
}
