import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { StatsTable } from '../../ui/statsTable/StatsTable';
import { statsExtras, type StatsExtraHost } from '../../ui/statsTable/extraTables';
import { downloadFile } from '../../ui/download';
import { SECTION_CLASS } from './selectors';
import { strings } from './strings';

type Load =
  | { phase: 'idle' }
  | { phase: 'loading'; text: string }
  | { phase: 'ready' }
  | { phase: 'failed'; message: string };

/**
 * The score bias table in More stats' Genres & Tags view: once More stats has loaded the lists
 * and the view is open, the worker fetches the followed people's and the site's scores (with a
 * progress line) and computes the table; then it is one more StatsTable of that session.
 */
export function BiasSection() {
  const { host, shown, reloadKey } = useSyncExternalStore(statsExtras.subscribe, statsExtras.snapshot);
  const [load, setLoad] = useState<{ host: StatsExtraHost | null; state: Load }>({ host: null, state: { phase: 'idle' } });
  const [attempt, setAttempt] = useState(0);
  // A new session (another visit of More stats) starts afresh.
  const state: Load = load.host === host ? load.state : { phase: 'idle' };

  // The run started last (its session and attempt): only its answers are shown.
  const started = useRef<{ host: StatsExtraHost; attempt: number } | null>(null);
  useEffect(() => {
    if (!host || !shown) return;
    if (started.current?.host === host && started.current.attempt === attempt) return;
    const run = { host, attempt };
    started.current = run;
    const update = (next: Load) => {
      if (started.current === run) setLoad({ host, state: next });
    };
    update({ phase: 'loading', text: strings.following(host.user) });
    host.session
      .loadBias((done, total) => update({ phase: 'loading', text: strings.progress(done, total) }))
      .then(
        (result) => {
          if (result.ok) update({ phase: 'ready' });
          else if (result.reason !== 'aborted') update({ phase: 'failed', message: strings.failed(result.message) });
        },
        (error: unknown) => update({ phase: 'failed', message: strings.failed(error instanceof Error ? error.message : String(error)) }),
      );
  }, [host, shown, attempt]);

  let body;
  if (!host) body = <p className="hohBiasMessage" role="status">{strings.waitingForLists}</p>;
  else if (state.phase === 'failed')
    body = (
      <>
        <p className="hohBiasMessage" role="alert">{state.message}</p>
        <button type="button" className="hoh-ui-button hoh-ui-secondary" onClick={() => { setLoad({ host, state: { phase: 'idle' } }); setAttempt(attempt + 1); }}>
          {strings.retry}
        </button>
      </>
    );
  else if (state.phase !== 'ready') body = <p className="hohBiasMessage" role="status">{state.phase === 'loading' ? state.text : strings.waitingForLists}</p>;
  else
    body = (
      <div className="hohBiasScroll">
        <StatsTable source={host.source('bias')} reloadKey={reloadKey} download={downloadFile} />
      </div>
    );
  return <section className={SECTION_CLASS}>{body}</section>;
}
