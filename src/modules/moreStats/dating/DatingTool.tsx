import { useEffect, useSyncExternalStore } from 'react';
import { formatDatingDate } from '../../../lib/datingFix';
import type { DatingMode, DatingResult, DatingRunner } from './runner';
import { datingStrings as strings } from './strings';

function outcomeText(result: DatingResult): string {
  const date = formatDatingDate(result.candidate.date);
  switch (result.outcome) {
    case 'refused':
      return strings.outcome.refused(result.message ?? '');
    case 'notReached':
      return strings.outcome.notReached();
    default:
      return strings.outcome[result.outcome](date);
  }
}

/** The dating tool under More stats: description, run type, Run (locked once started), Abort, results. */
export function DatingTool({ runner, profile }: { runner: DatingRunner; profile: string }) {
  const state = useSyncExternalStore(runner.subscribe, runner.snapshot);
  useEffect(() => {
    if (state.access.kind === 'checking') void runner.checkAccess();
  }, [runner, state.access.kind]);
  const access = state.access;
  let body;
  if (access.kind === 'checking') body = <p className="hohDatingMessage" role="status">{strings.checking}</p>;
  else if (access.kind === 'signedOut') body = <p className="hohDatingWarning" role="alert">{strings.notSignedIn}</p>;
  else if (access.kind === 'notOwner') body = <p className="hohDatingWarning" role="alert">{strings.notOwner(profile, access.viewer)}</p>;
  else {
    const locked = state.phase !== 'idle';
    body = (
      <>
        <p className="hohDatingDescription">{strings.description}</p>
        <div className="hohDatingControls">
          <label>
            {strings.modeLabel}{' '}
            <select className="hohDatingMode" value={state.mode} disabled={locked} onChange={(event) => runner.setMode(event.target.value as DatingMode)}>
              <option value="">{strings.chooseMode}</option>
              <option value="dry">{strings.dryRun}</option>
              <option value="real">{strings.realRun}</option>
            </select>
          </label>
          <button type="button" className="hohDatingRun" disabled={locked} onClick={() => void runner.run()}>{strings.run}</button>
          <button type="button" className="hohDatingAbort" disabled={state.phase !== 'running'} onClick={() => runner.abort()}>{strings.abort}</button>
          {state.total > 0 && <span className="hohDatingProgress" role="status">{strings.progress(state.done, state.total)}</span>}
        </div>
        {state.message && <p className="hohDatingMessage" role="status" data-phase={state.phase}>{state.message}</p>}
        {state.results.length > 0 && (
          <ul className="hohDatingResults">
            {state.results.map((result) => (
              <li key={result.candidate.mediaId} data-media-id={result.candidate.mediaId} data-outcome={result.outcome}>
                <a href={`/${result.candidate.type.toLowerCase()}/${result.candidate.mediaId}`}>{result.candidate.title}</a>
                {': '}
                <span className="hohDatingOutcome">{outcomeText(result)}</span>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <section className="hohDating" aria-label={strings.heading}>
      <h2>{strings.heading}</h2>
      {body}
    </section>
  );
}

export const datingCss = `
.hohDating { margin-top: 30px; padding: 15px; border-radius: 4px; background: rgb(var(--color-foreground)); color: rgb(var(--color-text)); }
.hohDating h2 { font-size: 1.6rem; margin: 0 0 10px; }
.hohDatingDescription { font-size: 1.3rem; line-height: 1.5; }
.hohDatingControls { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin: 10px 0; }
.hohDatingControls select, .hohDatingControls button { background: rgb(var(--color-background)); color: rgb(var(--color-text)); border: none; border-radius: 3px; padding: 5px 10px; cursor: pointer; }
.hohDatingControls button:disabled, .hohDatingControls select:disabled { opacity: 0.5; cursor: default; }
.hohDatingWarning { color: rgb(var(--color-red)); }
.hohDatingResults { list-style: none; padding: 0; margin: 0; font-size: 1.3rem; }
.hohDatingResults li { padding: 3px 0; overflow-wrap: anywhere; }
.hohDatingResults a { color: rgb(var(--color-blue)); }
.hohDatingResults li[data-outcome="flagged"], .hohDatingResults li[data-outcome="refused"] { color: rgb(var(--color-red)); }
`;
