/** The 'Various queries' panel on /site-stats: query dropdown, its options, Run and Stop, progress, result. */
import { useCallback, useSyncExternalStore } from 'react';
import { OptionsForm } from './OptionsForm';
import { ResultView } from './ResultView';
import type { QueryPanelState } from './panelState';
import type { VariousQuery } from './types';
import { panelStrings as strings } from './strings';
import { useRateLimitWait } from '../../../ui/useRateLimitWait';

export function VariousQueries({ state, queries }: { state: QueryPanelState; queries: readonly VariousQuery[] }) {
  const snap = useSyncExternalStore(state.subscribe, state.snapshot);
  const query = queries.find((candidate) => candidate.id === snap.queryId);
  // One function for the panel's life, so the memoised form is not drawn again for a new one.
  const setValue = useCallback((key: string, value: string | number | boolean) => state.setValue(key, value), [state]);
  const waitSeconds = useRateLimitWait(snap.running);
  return (
    <section className="hohVariousQueries" data-query={snap.queryId} aria-labelledby="hohVqHeading">
      <h2 id="hohVqHeading">{strings.heading}</h2>
      <div className="hohVqControls">
        <label className="hohVqField">
          <span>{strings.queryLabel}</span>
          <select className="hohVqSelect" value={snap.queryId} onChange={(event) => state.choose(event.currentTarget.value)}>
            {queries.map((candidate) => <option key={candidate.id} value={candidate.id}>{candidate.label}</option>)}
          </select>
        </label>
        <button type="button" className="hohVqRun" disabled={snap.running} onClick={() => void state.start()}>{strings.run}</button>
        <button type="button" className="hohVqStop" disabled={!snap.running} onClick={() => state.stop()}>{strings.stop}</button>
      </div>
      {query?.description ? <p className="hohVqDescription">{query.description}</p> : null}
      {query ? <OptionsForm key={query.id} queryId={query.id} options={query.options} values={snap.values} disabled={snap.running} onChange={setValue} /> : null}
      <p className="hohVqProgress" role="status" aria-live="polite">{snap.progress}</p>
      {waitSeconds > 0 ? <p className="hohVqWait">{strings.rateLimitWait(waitSeconds)}</p> : null}
      {snap.error ? <p className="hohVqError" role="alert">{snap.error}</p> : null}
      <div className="hohVqResult">{snap.result ? <ResultView key={snap.queryId} result={snap.result} /> : null}</div>
    </section>
  );
}
