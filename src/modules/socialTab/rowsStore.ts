/** The follow rows as read last, and the status filter, shared by the figures and the row marks. */
import type { SocialStatus } from '../../lib/socialScores';
import type { RowFacts } from './rows';

export interface RowsState {
  readonly rows: readonly RowFacts[];
  readonly filter: SocialStatus | null;
}

export interface RowsStore {
  get(): RowsState;
  subscribe(listener: () => void): () => void;
  setRows(rows: readonly RowFacts[]): void;
  setFilter(filter: SocialStatus | null): void;
}

export function createRowsStore(): RowsStore {
  let state: RowsState = { rows: [], filter: null };
  const listeners = new Set<() => void>();
  const set = (next: RowsState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setRows: (rows) => set({ ...state, rows }),
    setFilter: (filter) => set({ ...state, filter }),
  };
}
