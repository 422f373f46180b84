/**
 * The state of the 'Various queries' panel, outside React: the chosen query, each query's option
 * values, and the one run at a time (its progress line, result and error). A run ends on Stop, on
 * choosing another query (its options panel goes away, spec doc 2 §4 "Media data checker"), on a
 * new run and when the visit ends; a stopped run's late progress and results are dropped.
 */
import type { QueryOptionValues, QueryResult, VariousQuery } from './types';
import { panelStrings as strings } from './strings';

export interface PanelSnapshot {
  readonly queryId: string;
  readonly values: QueryOptionValues;
  readonly running: boolean;
  readonly progress: string;
  readonly result: QueryResult | null;
  readonly error: string | null;
}

export interface PanelEnvironment {
  /** The visit: aborting it stops the run for good. */
  readonly signal: AbortSignal;
  token(): string | null;
  viewer(): string | null;
}

export function defaultValues(query: VariousQuery): QueryOptionValues {
  return Object.fromEntries(query.options.map((option) => [option.key, option.default]));
}

export class QueryPanelState {
  private snap: PanelSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly values = new Map<string, QueryOptionValues>();
  private run: AbortController | null = null;

  constructor(private readonly queries: readonly VariousQuery[], private readonly env: PanelEnvironment) {
    const first = queries[0];
    this.snap = { queryId: first?.id ?? '', values: first ? this.valuesOf(first) : {}, running: false, progress: '', result: null, error: null };
    env.signal.addEventListener('abort', () => this.stop(), { once: true });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): PanelSnapshot => this.snap;

  query(): VariousQuery | undefined {
    return this.queries.find((query) => query.id === this.snap.queryId);
  }

  private valuesOf(query: VariousQuery): QueryOptionValues {
    let values = this.values.get(query.id);
    if (!values) {
      values = defaultValues(query);
      this.values.set(query.id, values);
    }
    return values;
  }

  private set(changes: Partial<PanelSnapshot>): void {
    this.snap = { ...this.snap, ...changes };
    for (const listener of this.listeners) listener();
  }

  /** Another query: the running one stops (its options are gone) and the result area clears. */
  choose(queryId: string): void {
    const query = this.queries.find((candidate) => candidate.id === queryId);
    if (!query || queryId === this.snap.queryId) return;
    this.abortRun();
    this.set({ queryId, values: this.valuesOf(query), running: false, progress: '', result: null, error: null });
  }

  setValue(key: string, value: string | number | boolean): void {
    const query = this.query();
    if (!query) return;
    const values = { ...this.valuesOf(query), [key]: value };
    this.values.set(query.id, values);
    this.set({ values });
  }

  async start(): Promise<void> {
    const query = this.query();
    if (!query || this.env.signal.aborted) return;
    this.abortRun();
    const token = this.env.token() || null;
    if (query.needsToken && !token) {
      this.set({ running: false, progress: '', result: null, error: query.notSignedInMessage ?? strings.notSignedIn });
      return;
    }
    const controller = new AbortController();
    this.run = controller;
    const live = () => this.run === controller && !controller.signal.aborted;
    this.set({ running: true, progress: strings.loading, result: null, error: null });
    try {
      await query.run({
        options: this.snap.values,
        signal: controller.signal,
        token,
        viewer: this.env.viewer(),
        progress: (text) => {
          if (live()) this.set({ progress: text });
        },
        show: (result) => {
          if (live()) this.set({ result });
        },
      });
      if (live()) this.set({ running: false });
    } catch (error) {
      if (live()) this.set({ running: false, error: error instanceof Error ? error.message : String(error) });
    } finally {
      if (this.run === controller) this.run = null;
    }
  }

  /** Stop: the run's signal aborts; what it found so far stays. */
  stop(): void {
    if (!this.run) return;
    this.abortRun();
    this.set({ running: false, progress: this.snap.progress ? `${this.snap.progress} ${strings.stopped}` : strings.stopped });
  }

  private abortRun(): void {
    const run = this.run;
    this.run = null;
    run?.abort();
  }
}
