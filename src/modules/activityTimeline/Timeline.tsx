/**
 * The own-activity timeline on the media social tab (host-dom.md §2.8 `div#activityTimeline`,
 * beside the followed users): the viewer's list activities on this media, oldest first, each
 * with its date and linked to its page. A lookup shows another member's timeline instead; the
 * followed users of the tab are offered as suggestions.
 */
import { useEffect, useId, useState } from 'react';
import type { TimelineActivity } from '../../api/queries/activityTimeline';
import { lookupUser, mediaTimeline } from './api';
import { strings } from './strings';

export interface TimelineProps {
  mediaId: number;
  viewer: { name: string; id?: number };
  /** names of the followed users on the tab, for the lookup's suggestions */
  suggestions: () => string[];
  signal: AbortSignal;
}

type State =
  | { kind: 'loading' }
  | { kind: 'shown'; name: string; activities: TimelineActivity[] }
  | { kind: 'message'; text: string; error: boolean };

function day(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

export function Timeline({ mediaId, viewer, suggestions, signal }: TimelineProps) {
  const [who, setWho] = useState(viewer.name);
  const [typed, setTyped] = useState(viewer.name);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [names, setNames] = useState<string[]>([]);
  const listId = useId();

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    void (async () => {
      let id = who === viewer.name ? viewer.id : undefined;
      let name = who;
      if (id === undefined) {
        const found = await lookupUser(who, signal);
        if (!current || !found) return;
        if (found.kind !== 'found') {
          setState({ kind: 'message', text: found.kind === 'missing' ? strings.notFound(who) : strings.failed, error: true });
          return;
        }
        id = found.id;
        name = found.name;
      }
      const activities = await mediaTimeline(id, mediaId, signal);
      if (!current || signal.aborted) return;
      setState(activities ? { kind: 'shown', name, activities } : { kind: 'message', text: strings.failed, error: true });
    })();
    return () => {
      current = false;
    };
  }, [who, mediaId, viewer.name, viewer.id, signal]);

  return (
    <section className="hohTimeline" aria-label={strings.heading}>
      <h2>{strings.heading}</h2>
      <form
        className="hohTimelineLookup"
        onSubmit={(event) => {
          event.preventDefault();
          const name = typed.trim();
          if (name) setWho(name);
        }}
      >
        <label>
          <span className="hohVisuallyHidden">{strings.lookupLabel}</span>
          <input
            type="text"
            value={typed}
            list={listId}
            placeholder={strings.lookupPlaceholder}
            onFocus={() => setNames(suggestions())}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </label>
        <datalist id={listId}>{names.map((name) => <option key={name} value={name} />)}</datalist>
        <button type="submit">{strings.show}</button>
      </form>
      {state.kind === 'loading' && <p className="hohTimelineNote" role="status">{strings.loading}</p>}
      {state.kind === 'message' && <p className={`hohTimelineNote${state.error ? ' hohTimelineError' : ''}`} role="alert">{state.text}</p>}
      {state.kind === 'shown' && state.activities.length === 0 && <p className="hohTimelineNote">{strings.empty(state.name)}</p>}
      {state.kind === 'shown' && state.activities.length > 0 && (
        <ol className="hohTimelineList">
          {state.activities.map((activity) => (
            <li key={activity.id}>
              <time dateTime={new Date(activity.createdAt * 1000).toISOString()}>{day(activity.createdAt)}</time>
              <a href={`/activity/${activity.id}`}>{`${activity.status ?? ''}${activity.progress ? ` ${activity.progress}` : ''}`}</a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
