/** The follow-back check: a button, then who does not follow back either way. */
import { useState } from 'react';
import { FOLLOW_CHECK_LIMIT } from '../../api/queries/follows';
import { followBack, type FollowBackResult } from '../../lib/followBack';
import { followLists, type FollowTotals } from './api';
import { strings } from './strings';

type State = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; result: FollowBackResult } | { kind: 'failed'; message: string };

export interface FollowBackProps {
  owner: string;
  /** The owner's id, looked up when first needed; null when the lookup failed. */
  userId: () => Promise<number | null>;
  /** The totals the counter read, if it could. */
  totals: () => FollowTotals | null;
  signal: AbortSignal;
}

function Names({ heading, names }: { heading: string; names: readonly string[] }) {
  return (
    <>
      <h4>{heading}</h4>
      {names.length ? (
        <ul>
          {names.map((name) => (
            <li key={name}>
              <a href={`/user/${encodeURIComponent(name)}/`}>{name}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{strings.nobody}</p>
      )}
    </>
  );
}

export function FollowBack({ owner, userId, totals, signal }: FollowBackProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const running = state.kind === 'running';
  const check = async () => {
    setState({ kind: 'running' });
    const id = await userId();
    if (signal.aborted) return;
    if (id === null) {
      setState({ kind: 'failed', message: strings.failed('Not Found.') });
      return;
    }
    const lists = await followLists(id, signal);
    if (!lists || signal.aborted) return;
    if (!lists.ok) {
      setState({ kind: 'failed', message: strings.failed(lists.message) });
      return;
    }
    setState({ kind: 'done', result: followBack(lists.following, lists.followers, FOLLOW_CHECK_LIMIT, totals() ?? {}) });
  };
  return (
    <>
      <button type="button" disabled={running} aria-busy={running} onClick={() => void check()}>
        {running ? strings.busy : strings.button}
      </button>
      {state.kind === 'done' && (
        <div className="hohFollowBackResult" aria-live="polite">
          {state.result.inaccurate && <p className="hohNote">{strings.inaccurate}</p>}
          <div data-list="notFollowingBack">
            <Names heading={strings.notFollowingBack(owner, state.result.notFollowingBack.length)} names={state.result.notFollowingBack} />
          </div>
          <div data-list="notFollowedBack">
            <Names heading={strings.notFollowedBack(owner, state.result.notFollowedBack.length)} names={state.result.notFollowedBack} />
          </div>
        </div>
      )}
      {state.kind === 'failed' && <p className="hohError" role="alert">{state.message}</p>}
    </>
  );
}
