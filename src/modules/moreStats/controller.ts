/**
 * The stats page's state on the page thread: which view is open, how far the load is, the
 * headline figures, and one table source per table that forwards to the worker session. The
 * session opens on the first trigger click (nothing is fetched until the reader asks).
 */
import type { StatsSessionHandle } from '../../workers/client';
import type { StatsOptions, StatsOverview, StatsTableId } from '../../workers/session/stats';
export { statsOptions } from '../../ui/statsTable/options';
import type { DatingCandidate } from '../../lib/datingFix';
import type { StatsTableSource } from '../../ui/statsTable/StatsTable';
import { readAllRegularTags } from '../../ui/statsTable/options';
import { statsTableSource } from '../../ui/statsTable/source';
import type { StatsExtraHost } from '../../ui/statsTable/extraTables';
import { strings } from './strings';

export type StatsView = 'stats' | 'genres' | null;
export type StaffState = { phase: 'waiting' } | { phase: 'ready' } | { phase: 'failed'; message: string };

export interface MoreStatsState {
  readonly view: StatsView;
  readonly phase: 'idle' | 'loading' | 'ready' | 'failed';
  readonly progress: string;
  readonly message: string | null;
  readonly overview: StatsOverview | null;
  readonly staff: Readonly<Record<'anime' | 'manga', StaffState>>;
  /** Bumped when the tables were recomputed. */
  readonly reloadKey: number;
}

export interface ControllerDeps {
  user: string;
  open(regularTags: Record<string, string[]>): Promise<StatsSessionHandle>;
  jsonContext(): { scriptInfo: unknown; url: string; timeStamp: number };
}

export class MoreStatsController {
  private state: MoreStatsState = {
    view: null,
    phase: 'idle',
    progress: '',
    message: null,
    overview: null,
    staff: { anime: { phase: 'waiting' }, manga: { phase: 'waiting' } },
    reloadKey: 0,
  };
  private readonly listeners = new Set<() => void>();
  private session: StatsSessionHandle | null = null;
  private started: Promise<void> | null = null;
  private staffStarted = false;
  private readonly sources = new Map<StatsTableId, StatsTableSource>();
  private options: StatsOptions | null = null;
  private extraHost: StatsExtraHost | null = null;

  constructor(private readonly deps: ControllerDeps) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = () => this.state;

  private set(changes: Partial<MoreStatsState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }

  /** Opens a view (loading what it needs), or closes ours with null. */
  show(view: StatsView): void {
    this.set({ view });
    if (!view) return;
    const ready = this.start();
    if (view === 'stats') void ready.then(() => this.loadStaff());
  }

  /** The settings changed: the tables are recomputed in the worker at once. */
  async setOptions(options: StatsOptions): Promise<void> {
    const before = this.options;
    this.options = options;
    if (!this.session || !before || JSON.stringify(before) === JSON.stringify(options)) return;
    await this.session.setOptions(options);
    this.set({ reloadKey: this.state.reloadKey + 1 });
  }

  /** The dating tool's entries of the loaded lists, or null when the lists did not load. */
  async datingCandidates(currentYear: number): Promise<DatingCandidate[] | null> {
    await this.start().catch(() => undefined);
    if (this.state.phase !== 'ready' || !this.session) return null;
    return this.session.datingCandidates(currentYear);
  }

  source(id: StatsTableId): StatsTableSource {
    let found = this.sources.get(id);
    if (!found) {
      if (!this.session) throw new Error('the stats session is not open');
      found = statsTableSource(this.session, id, this.deps.jsonContext);
      this.sources.set(id, found);
    }
    return found;
  }

  /** What the tables of other features (statsBias) borrow once the lists are loaded, else null. */
  host(): StatsExtraHost | null {
    const session = this.session;
    if (this.state.phase !== 'ready' || !session) return null;
    this.extraHost ??= { session, user: this.state.overview?.user ?? this.deps.user, source: (id) => this.source(id) };
    return this.extraHost;
  }

  private start(): Promise<void> {
    this.started ??= this.load();
    return this.started;
  }

  private async load(): Promise<void> {
    this.set({ phase: 'loading', progress: strings.loading });
    const regularTags = readAllRegularTags();
    let session: StatsSessionHandle;
    try {
      session = await this.deps.open(regularTags);
    } catch (error) {
      this.set({ phase: 'failed', message: strings.failed(error instanceof Error ? error.message : String(error)) });
      throw error;
    }
    this.session = session;
    if (this.options) await session.setOptions(this.options);
    const result = await session.loadLists(() => this.set({ progress: strings.collecting }));
    if (!result.ok) {
      const name = this.deps.user;
      const message = result.reason === 'private' ? strings.private(name) : result.reason === 'notFound' ? strings.notFound(name) : strings.failed(result.message);
      this.set({ phase: 'failed', message });
      return;
    }
    this.set({ progress: strings.processing });
    const overview = await session.overview();
    this.set({ phase: 'ready', overview, reloadKey: this.state.reloadKey + 1 });
  }

  private async loadStaff(): Promise<void> {
    if (this.staffStarted || this.state.phase !== 'ready' || !this.session) return;
    this.staffStarted = true;
    for (const kind of ['anime', 'manga'] as const) {
      const result = await this.session.loadStaff(kind);
      const staff = { ...this.state.staff, [kind]: result.ok ? { phase: 'ready' } : { phase: 'failed', message: result.message } };
      this.set({ staff, reloadKey: this.state.reloadKey + 1 });
    }
  }
}
