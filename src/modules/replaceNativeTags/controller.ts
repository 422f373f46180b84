/**
 * One sub-tab's tables on the page thread: the worker session (opened at once: the reader is on
 * the tab to see them), the load's progress, and a reload key bumped whenever the worker
 * recomputed the tables (staff arrived, an option changed).
 */
import type { StatsSessionHandle } from '../../workers/client';
import type { StatsOptions, StatsTableId } from '../../workers/session/stats';
import type { StatsTableSource } from '../../ui/statsTable/StatsTable';
import { statsTableSource } from '../../ui/statsTable/source';
import { statsTableStrings as strings } from '../../ui/statsTable/strings';
import type { TabTables } from './tables';

export interface TablesState {
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly progress: string;
  readonly message: string | null;
  /** What a table without data says (the staff still loading, or why it failed). */
  readonly waiting: string;
  readonly reloadKey: number;
}

export class TablesController {
  private state: TablesState = { phase: 'loading', progress: strings.loading, message: null, waiting: strings.loading, reloadKey: 0 };
  private readonly listeners = new Set<() => void>();
  private readonly sources = new Map<StatsTableId, StatsTableSource>();
  private options: StatsOptions;

  constructor(
    private readonly session: StatsSessionHandle,
    private readonly tab: TabTables,
    private readonly user: string,
    options: StatsOptions,
    private readonly jsonContext: () => { scriptInfo: unknown; url: string; timeStamp: number },
  ) {
    this.options = options;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = () => this.state;

  private set(changes: Partial<TablesState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }

  source(id: StatsTableId): StatsTableSource {
    let found = this.sources.get(id);
    if (!found) {
      found = statsTableSource(this.session, id, this.jsonContext);
      this.sources.set(id, found);
    }
    return found;
  }

  async load(): Promise<void> {
    const result = await this.session.loadLists(() => this.set({ progress: strings.collecting }), [this.tab.kind]);
    if (!result.ok) {
      const message = result.reason === 'private' ? strings.private(this.user) : result.reason === 'notFound' ? strings.notFound(this.user) : strings.failed(result.message);
      this.set({ phase: 'failed', message });
      return;
    }
    this.set({ phase: 'ready', waiting: this.tab.staff ? strings.staffLoading : strings.loading, reloadKey: this.state.reloadKey + 1 });
    if (!this.tab.staff) return;
    const staff = await this.session.loadStaff(this.tab.kind);
    this.set({ waiting: staff.ok ? strings.loading : strings.staffFailed(staff.message), reloadKey: this.state.reloadKey + 1 });
  }

  /** Settings changed: the worker recomputes the tables at once, sort and search kept. */
  async setOptions(options: StatsOptions): Promise<void> {
    if (JSON.stringify(options) === JSON.stringify(this.options)) return;
    this.options = options;
    await this.session.setOptions(options);
    this.set({ reloadKey: this.state.reloadKey + 1 });
  }
}
