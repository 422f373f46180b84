/**
 * The compare page's state and actions, apart from React: which users are asked for and how far
 * each has loaded, the latest summary from the worker's session, the messages, and the address.
 * Views subscribe and are told of changes at most once per animation frame, however many
 * answers arrive in between (20 lists arriving together cause one render, not 20).
 */
import {
  DEFAULT_COMPARE_OPTIONS,
  FORMAT_FILTERS,
  isDigestMode,
  nextDemand,
  nextStatusFilter,
  type CompareListType,
  type CompareOptions,
  type CompareSort,
  type Demand,
  type DigestMode,
} from '../../lib/compareOptions';
import { VIEWER_MARK, firstCompareUsers, parseCompareUrl, serialiseCompareUrl } from '../../lib/compareUrl';
import type { CompareJsonContext, CompareSummary, ExportFile } from '../../workers/compare';
import type { AddUserResult, CompareCompatibility, ComparePageSession } from './session';
import { strings } from './strings';

/**
 * While lists are still arriving, the table (a new column each time) is redrawn at most this
 * often; progress and messages still update every frame.
 */
export const TABLE_INTERVAL_WHILE_LOADING_MS = 250;

/** Our one addition to the spec's parameters: the digest, when sort= does not name it. */
export const DIGEST_PARAM = 'digest';

export type SlotPhase = 'loading' | 'processing' | 'ready';

/** One user the page asked for, in address order. */
export interface UserSlot {
  /** Lower-cased name: AniList names are unique regardless of case. */
  readonly key: string;
  /** As requested until loaded, then as AniList spells it. */
  readonly name: string;
  /** Came from "~" in the address: written back as "~" so a shared link means "the viewer". */
  readonly viewerMark: boolean;
  readonly demand: Demand;
  readonly phase: SlotPhase;
}

export interface Notice {
  readonly id: number;
  readonly text: string;
}

export interface CompareViewState {
  readonly summary: CompareSummary | null;
  /** Bumped whenever the rows may differ: the table asks the session for its window again. */
  readonly rowsVersion: number;
  readonly slots: readonly UserSlot[];
  /** A user from the add form is loading: the Add button shows '...' and is disabled. */
  readonly adding: boolean;
  /** The add form's own message (empty name, already there, failure). */
  readonly addMessage: string | null;
  /** Failures of users from the address, and of other calls. */
  readonly notices: readonly Notice[];
  /** Session calls under way: the table is marked busy until their answers are in. */
  readonly pending: number;
  /** The compatibility figures, when the session computes them and two users are loaded. */
  readonly compatibility: CompareCompatibility | null;
}

export type SortTarget = { by: 'title' } | { by: 'digest' } | { by: 'user'; user: string };

export interface CompareControllerDeps {
  readonly session: ComparePageSession;
  readonly type: CompareListType;
  /** The page owner (/user/{owner}/…list/compare). */
  readonly owner: string;
  /** The signed-in site user, or null for an anonymous visitor. */
  readonly viewer: string | null;
  /** The address's query at the start of the visit. */
  readonly search: string;
  /** Writes the query back (history.replaceState). */
  writeSearch(search: string): void;
  download(file: ExportFile): void;
  jsonContext(): CompareJsonContext;
  /** Runs `flush` before the next paint; returns a cancel function. */
  schedule?(flush: () => void): () => void;
}

function nextFrame(flush: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(flush);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(flush, 16);
  return () => clearTimeout(id);
}

/** The users whose lists are still on their way (shown as progress; the table waits for them). */
export function arrivingSlots(slots: readonly UserSlot[]): readonly UserSlot[] {
  return slots.filter((slot) => slot.phase !== 'ready');
}

/** The message for a user that could not be loaded; null when nothing needs saying. */
export function failureMessage(name: string, result: Extract<AddUserResult, { ok: false }>): string | null {
  switch (result.reason) {
    case 'aborted':
      return null;
    case 'notFound':
      return strings.userNotFound(name);
    case 'private':
      return strings.userPrivate(name);
    case 'blocked':
      return strings.userBlocked(name);
    case 'failed':
      return strings.loadFailed(name, result.message);
  }
}

export class CompareController {
  private state: CompareViewState = { summary: null, rowsVersion: 0, slots: [], adding: false, addMessage: null, notices: [], pending: 0, compatibility: null };
  private published: CompareViewState = this.state;
  private readonly listeners = new Set<() => void>();
  private cancelFlush: (() => void) | null = null;
  private tableTimer: ReturnType<typeof setTimeout> | null = null;
  private lastTablePublish = Number.NEGATIVE_INFINITY;
  private closed = false;
  private noticeId = 0;
  private lastSearch: string;
  /** The address's options, written back until the worker's first summary arrives. */
  private urlOptions: Partial<CompareOptions> = {};
  private readonly schedule: (flush: () => void) => () => void;

  constructor(private readonly deps: CompareControllerDeps) {
    this.schedule = deps.schedule ?? nextFrame;
    this.lastSearch = deps.search.replace(/^\?/, '');
  }

  /** The state as last published to the views. */
  getState = (): CompareViewState => this.published;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get session(): ComparePageSession {
    return this.deps.session;
  }

  /** Applies the address: options first, then every user in address order, all at once. */
  async start(): Promise<void> {
    const url = parseCompareUrl(this.deps.search);
    const options: { -readonly [K in keyof CompareOptions]?: CompareOptions[K] } = {
      // A shared link may name a format this list type does not have: show everything instead of nothing.
      formatFilter: FORMAT_FILTERS[this.deps.type].some((format) => format.value === url.formatFilter) ? url.formatFilter : false,
      minRatings: url.minRatings,
      ratingSystems: url.ratingSystems,
      fullColour: url.fullColour,
      ...(url.sort ? { sort: url.sort } : {}),
      ...(url.digest ? { digest: url.digest } : {}),
    };
    const digest = new URLSearchParams(this.deps.search).get(DIGEST_PARAM);
    if (!url.digest && isDigestMode(digest)) options.digest = digest;
    this.urlOptions = options;
    const named = firstCompareUsers(url.users);
    if (named.total > named.users.length) this.addNotice(strings.namesDropped(named.users.length, named.total));
    const wanted = named.users.length
      ? named.users
      : [...(this.deps.viewer ? [{ name: this.deps.viewer, demand: 0 as Demand }] : []), { name: this.deps.owner, demand: 0 as Demand }];
    const loads: Promise<void>[] = [];
    // The options go to the worker before the lists: messages are handled in order there.
    const applied = this.call(() => this.deps.session.setOptions(options)).then((summary) => this.applySummary(summary));
    for (const user of wanted) {
      const viewerMark = user.name === VIEWER_MARK;
      const name = viewerMark ? this.deps.viewer : user.name;
      if (!name) {
        this.addNotice(strings.viewerNeedsSignIn);
        continue;
      }
      if (this.findSlot(name)) continue;
      loads.push(this.load(name, user.demand, viewerMark, false));
    }
    await Promise.all([applied, ...loads]);
  }

  /** The add form: validates, then loads the user as a new last column. */
  async addUser(typed: string): Promise<void> {
    if (this.state.adding || this.closed) return;
    const trimmed = typed.trim();
    if (!trimmed) return this.update({ addMessage: strings.emptyName });
    const viewerMark = trimmed === VIEWER_MARK;
    const name = viewerMark ? this.deps.viewer : trimmed;
    if (!name) return this.update({ addMessage: strings.viewerNeedsSignIn });
    const present = this.findSlot(name);
    if (present) return this.update({ addMessage: strings.alreadyAdded(present.name) });
    this.update({ adding: true, addMessage: null });
    await this.load(name, 0, viewerMark, true);
    this.update({ adding: false });
  }

  async removeUser(key: string): Promise<void> {
    const slot = this.state.slots.find((candidate) => candidate.key === key);
    if (!slot) return;
    this.update({ slots: this.state.slots.filter((candidate) => candidate !== slot) });
    this.applySummary(await this.call(() => this.deps.session.removeUser(slot.name)));
    await this.refreshCompatibility();
  }

  /** A header click: the same column again flips the direction, another column starts at ▼. */
  async sortBy(target: SortTarget): Promise<void> {
    const current = this.state.summary?.options.sort;
    const same =
      current !== undefined &&
      current.by === target.by &&
      (target.by !== 'user' || (current.by === 'user' && current.user.toLowerCase() === target.user.toLowerCase()));
    const inverse = same ? !current.inverse : false;
    const sort: CompareSort = target.by === 'user' ? { by: 'user', user: target.user, inverse } : { by: target.by, inverse };
    await this.setOptions({ sort });
  }

  /** Choosing a digest also sorts by it, as the original's single "rating mode" did. */
  async setDigest(digest: DigestMode): Promise<void> {
    await this.setOptions({ digest, sort: { by: 'digest', inverse: false } });
  }

  async setOptions(changes: Partial<CompareOptions>): Promise<void> {
    if (this.closed) return;
    // The controls show the choice at once; the rows follow when the worker answers.
    const shown = this.state.summary;
    if (shown) this.update({ summary: { ...shown, options: { ...shown.options, ...changes } } });
    this.applySummary(await this.call(() => this.deps.session.setOptions(changes)));
  }

  async cycleStatusFilter(name: string): Promise<void> {
    const user = this.summaryUser(name);
    if (!user) return;
    this.applySummary(await this.call(() => this.deps.session.setUserFilter(user.name, { statusFilter: nextStatusFilter(user.statusFilter) })));
  }

  async cycleDemand(name: string): Promise<void> {
    const user = this.summaryUser(name);
    if (!user) return;
    const demand = nextDemand(user.demand);
    this.update({ slots: this.state.slots.map((slot) => (slot.key === user.name.toLowerCase() ? { ...slot, demand } : slot)) });
    this.applySummary(await this.call(() => this.deps.session.setUserFilter(user.name, { demand })));
  }

  async exportCsv(): Promise<void> {
    const file = await this.call(() => this.deps.session.exportCsv());
    if (file && !this.closed) this.deps.download(file);
  }

  async exportJson(): Promise<void> {
    const file = await this.call(() => this.deps.session.exportJson(this.deps.jsonContext()));
    if (file && !this.closed) this.deps.download(file);
  }

  dismissNotice(id: number): void {
    this.update({ notices: this.state.notices.filter((notice) => notice.id !== id) });
  }

  /** Leaving the page: nothing more is rendered or written, and the worker drops the lists. */
  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    this.cancelFlush?.();
    this.cancelFlush = null;
    if (this.tableTimer !== null) clearTimeout(this.tableTimer);
    this.tableTimer = null;
    this.listeners.clear();
    void Promise.resolve(this.deps.session.close()).catch(() => undefined);
  }

  /** The query the address should hold now. */
  currentSearch(): string {
    const options = this.options();
    const search = serialiseCompareUrl({
      users: this.state.slots.map((slot) => ({ name: slot.viewerMark ? VIEWER_MARK : slot.name, demand: slot.demand })),
      formatFilter: options?.formatFilter ?? false,
      minRatings: options?.minRatings ?? 1,
      ratingSystems: options?.ratingSystems ?? false,
      fullColour: options?.fullColour ?? false,
      sort: options?.sort,
      digest: options?.digest,
    });
    // sort= names the digest only while sorting by it; otherwise the digest needs its own
    // parameter, or a shared link would show another digest column.
    const digest = options?.digest ?? DEFAULT_COMPARE_OPTIONS.digest;
    if (options?.sort?.by === 'digest' || digest === DEFAULT_COMPARE_OPTIONS.digest) return search;
    return `${search}${search ? '&' : ''}${DIGEST_PARAM}=${digest}`;
  }

  private options(): Partial<CompareOptions> | undefined {
    return this.state.summary?.options ?? this.urlOptions;
  }

  private findSlot(name: string): UserSlot | undefined {
    const key = name.toLowerCase();
    return this.state.slots.find((slot) => slot.key === key);
  }

  private summaryUser(name: string) {
    const key = name.toLowerCase();
    return this.state.summary?.users.find((user) => user.name.toLowerCase() === key);
  }

  private async load(name: string, demand: Demand, viewerMark: boolean, fromForm: boolean): Promise<void> {
    const key = name.toLowerCase();
    this.update({ slots: [...this.state.slots, { key, name, viewerMark, demand, phase: 'loading' }] });
    const setPhase = (phase: SlotPhase, canonical?: string): void => {
      this.update({
        slots: this.state.slots.map((slot) => (slot.key === key ? { ...slot, phase, name: canonical ?? slot.name } : slot)),
      });
    };
    let result: AddUserResult;
    try {
      result = await this.deps.session.addUser(name, (stage) => {
        if (!this.closed && this.findSlot(name)) setPhase(stage);
      });
    } catch (error) {
      result = { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
    if (this.closed || (!result.ok && result.reason === 'aborted')) return;
    const slot = this.findSlot(name);
    if (!result.ok) {
      if (slot) this.update({ slots: this.state.slots.filter((candidate) => candidate !== slot) });
      const message = failureMessage(name, result);
      if (message && fromForm) this.update({ addMessage: message });
      else if (message) this.addNotice(message);
    } else if (slot) {
      const loaded = result.summary.users.find((user) => user.name.toLowerCase() === key);
      setPhase('ready', loaded?.name);
      if (demand !== 0 && loaded) {
        this.applySummary(await this.call(() => this.deps.session.setUserFilter(loaded.name, { demand })));
      } else {
        this.applySummary(result.summary);
      }
    }
    // Once, when the last of several lists arriving together is in, not after each of them.
    if (!arrivingSlots(this.state.slots).length) await this.refreshCompatibility();
  }

  /** Compatibility depends on the users only, so it is asked for after adds and removes. */
  private async refreshCompatibility(): Promise<void> {
    if (this.closed) return;
    // Not table work: the table is not marked busy while it is computed.
    const compatibility = await this.call(() => this.deps.session.compatibility(), false);
    if (compatibility !== undefined) this.update({ compatibility });
  }

  /** A session call; a failure becomes a notice (none once the page is left). */
  private async call<T>(run: () => Promise<T>, marksBusy = true): Promise<T | undefined> {
    if (marksBusy) this.update({ pending: this.state.pending + 1 });
    try {
      return await run();
    } catch (error) {
      if (!this.closed) this.addNotice(strings.actionFailed(error instanceof Error ? error.message : String(error)));
      return undefined;
    } finally {
      if (marksBusy) this.update({ pending: this.state.pending - 1 });
    }
  }

  private addNotice(text: string): void {
    this.noticeId += 1;
    this.update({ notices: [...this.state.notices, { id: this.noticeId, text }] });
  }

  private applySummary(summary: CompareSummary | undefined): void {
    if (this.closed || !summary) return;
    this.update({ summary, rowsVersion: this.state.rowsVersion + 1 });
  }

  private update(changes: Partial<CompareViewState>): void {
    if (this.closed) return;
    this.state = { ...this.state, ...changes };
    this.cancelFlush ??= this.schedule(() => this.flush());
  }

  private flush(): void {
    this.cancelFlush = null;
    if (this.closed) return;
    const state = this.state;
    const tableChanged = state.summary !== this.published.summary || state.rowsVersion !== this.published.rowsVersion;
    const arriving = arrivingSlots(state.slots).length > 0;
    const wait = this.lastTablePublish + TABLE_INTERVAL_WHILE_LOADING_MS - performance.now();
    // A change the user asked for (pending) is never held back; only columns arriving are batched.
    if (tableChanged && arriving && state.pending === 0 && this.published.summary && wait > 0) {
      this.published = { ...state, summary: this.published.summary, rowsVersion: this.published.rowsVersion };
      this.tableTimer ??= setTimeout(() => {
        this.tableTimer = null;
        if (!this.closed) this.cancelFlush ??= this.schedule(() => this.flush());
      }, wait);
    } else {
      this.published = state;
      if (tableChanged) this.lastTablePublish = performance.now();
    }
    const search = this.currentSearch();
    if (search !== this.lastSearch) {
      this.lastSearch = search;
      this.deps.writeSearch(search);
    }
    for (const listener of [...this.listeners]) listener();
  }
}
