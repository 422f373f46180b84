/**
 * Tables that features with a switch of their own add to More stats (statsBias). Such a feature
 * runs as its own module on the stats page: while it runs it asks for a place (`want`), a plain
 * element it mounts its own React root in, so its failures stay its own. More stats puts that
 * element in its 'Genres & Tags' view and, once the member's lists are loaded in the worker,
 * publishes its session (`setHost`): the feature's table is one more table of that session,
 * computed in the worker and drawn by StatsTable. Shared code of both chunks (evaluated once).
 */
import { element } from '../../core/element';
import type { StatsSessionHandle } from '../../workers/client';
import type { StatsTableId } from '../../workers/session/stats';
import type { StatsTableSource } from './StatsTable';

/** What More stats lends: its worker session, its table sources, its reload count. */
export interface StatsExtraHost {
  readonly session: StatsSessionHandle;
  /** The user whose stats these are. */
  readonly user: string;
  source(id: StatsTableId): StatsTableSource;
}

export interface StatsExtrasState {
  readonly host: StatsExtraHost | null;
  /** The view that holds the places is on screen. */
  readonly shown: boolean;
  /** Bumped when More stats recomputed its tables (an option changed). */
  readonly reloadKey: number;
  /** Ids of the places asked for, in the order asked. */
  readonly wanted: readonly string[];
}

let state: StatsExtrasState = { host: null, shown: false, reloadKey: 0, wanted: [] };
const listeners = new Set<() => void>();
const places = new Map<string, HTMLElement>();

function set(changes: Partial<StatsExtrasState>): void {
  state = { ...state, ...changes };
  for (const listener of listeners) listener();
}

export const statsExtras = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot(): StatsExtrasState {
    return state;
  },
  /** A feature's place while its visit lasts (removed, and forgotten, when the signal aborts). */
  want(id: string, signal: AbortSignal): HTMLElement {
    const place = element('div', { className: 'hohStatsExtra', attrs: { 'data-extra': id } });
    places.set(id, place);
    set({ wanted: [...state.wanted.filter((wanted) => wanted !== id), id] });
    signal.addEventListener(
      'abort',
      () => {
        place.remove();
        if (places.get(id) === place) places.delete(id);
        set({ wanted: state.wanted.filter((wanted) => wanted !== id) });
      },
      { once: true },
    );
    return place;
  },
  place(id: string): HTMLElement | undefined {
    return places.get(id);
  },
  setHost(host: StatsExtraHost | null): void {
    if (state.host !== host) set({ host });
  },
  setShown(shown: boolean): void {
    if (state.shown !== shown) set({ shown });
  },
  setReloadKey(reloadKey: number): void {
    if (state.reloadKey !== reloadKey) set({ reloadKey });
  },
};
