/**
 * The compare table kept in the worker (algorithms.md §1b, §4): each user's list is fetched and
 * parsed here and merged into one CompareModel; the page only ever receives the summary and the
 * rows it draws. Lists are cached per session, so re-adding a removed user needs no request.
 */
import type { CompareListType, CompareOptions, Demand, StatusFilter } from '../../lib/compareOptions';
import {
  CompareModel,
  compareCsv,
  compareJson,
  type CompareJsonContext,
  type CompareRowView,
  type CompareSummary,
  type CompareUserList,
  type ExportFile,
} from '../compare';
import { zScoreDifference } from '../compare/compatibility';
import type { CompareListResult } from './compareLoad';
import type { TitleLanguage } from '../../lib/titles';

/** 'blocked': the user exists but their list is hidden from the viewer ("{name} has blocked you"). */
export type CompareLoadFailure = 'notFound' | 'private' | 'blocked' | 'failed' | 'aborted';

export type AddUserResult =
  | { ok: true; summary: CompareSummary; fromCache: boolean }
  | { ok: false; reason: CompareLoadFailure; message: string };

/** Reported while a user is added: the request is out, then the list is being merged. */
export type CompareProgress = 'loading' | 'processing';
export type CompareProgressCallback = (stage: CompareProgress) => unknown;

export interface CompareSessionConfig {
  type: CompareListType;
  titleLanguage?: TitleLanguage;
  /** User title aliases by media id. */
  aliases?: ReadonlyMap<number, string> | ReadonlyArray<readonly [number, string]>;
  options?: Partial<CompareOptions>;
}

/**
 * Each other column against the first one over the media both rated (lower is more alike; null
 * when it cannot be computed). The compare page's CompareCompatibility has this exact shape.
 */
export interface CompareCompatibility {
  readonly base: string;
  readonly results: readonly { readonly name: string; readonly difference: number | null; readonly shared: number }[];
}

/** Fetches and parses one user's list (raw mode) for the compare table. */
export type CompareListLoader = (name: string, type: CompareListType, signal: AbortSignal) => Promise<CompareListResult>;

function report(onProgress: CompareProgressCallback | undefined, stage: CompareProgress): void {
  // Over comlink the callback returns a promise; a page that went away must not break the job.
  try {
    void Promise.resolve(onProgress?.(stage)).catch(() => undefined);
  } catch {
    // A failing progress display is not the job's problem.
  }
}

export class CompareSession {
  private readonly model: CompareModel;
  private readonly cache = new Map<string, CompareUserList>();
  /** Names in the order the page asked for them (the address order), lower-cased. */
  private readonly requested: string[] = [];
  /** Lower-cased requested name → the name AniList answered with. */
  private readonly loadedAs = new Map<string, string>();
  private readonly controller = new AbortController();

  constructor(config: CompareSessionConfig, private readonly load: CompareListLoader) {
    const aliases = config.aliases instanceof Map ? config.aliases : new Map(config.aliases ?? []);
    this.model = new CompareModel({
      type: config.type,
      options: config.options,
      titleLanguage: config.titleLanguage,
      aliases,
    });
  }

  get closed(): boolean {
    return this.controller.signal.aborted;
  }

  /**
   * Adds a user's column. Columns follow the order in which addUser was called (the address
   * order), whatever order the lists arrive in. Failures come back as results, never thrown.
   */
  async addUser(name: string, onProgress?: CompareProgressCallback): Promise<AddUserResult> {
    const key = name.trim().toLowerCase();
    if (!key) return { ok: false, reason: 'notFound', message: 'empty name' };
    if (!this.requested.includes(key)) this.requested.push(key);
    let list = this.cache.get(key);
    const fromCache = list !== undefined;
    if (!list) {
      report(onProgress, 'loading');
      const result = await this.load(name.trim(), this.model.type, this.controller.signal);
      if (this.closed) return { ok: false, reason: 'aborted', message: 'session closed' };
      if (result.kind !== 'ok') {
        this.forget(key);
        if (result.kind === 'aborted') return { ok: false, reason: 'aborted', message: 'aborted' };
        return { ok: false, reason: result.kind, message: result.message };
      }
      list = result.data;
      this.cache.set(key, list);
    }
    if (!this.requested.includes(key)) {
      // Removed while loading.
      return { ok: false, reason: 'aborted', message: 'removed while loading' };
    }
    report(onProgress, 'processing');
    this.model.addUser(list, this.positionOf(key));
    this.loadedAs.set(key, list.name);
    return { ok: true, summary: this.model.summary(), fromCache };
  }

  removeUser(name: string): CompareSummary {
    const key = name.trim().toLowerCase();
    this.model.removeUser(this.loadedAs.get(key) ?? name);
    this.forget(key);
    return this.model.summary();
  }

  setOptions(changes: Partial<CompareOptions>): CompareSummary {
    this.model.setOptions(changes);
    return this.model.summary();
  }

  setUserFilter(name: string, filter: { demand?: Demand; statusFilter?: StatusFilter }): CompareSummary {
    this.model.setUserFilter(this.loadedAs.get(name.trim().toLowerCase()) ?? name, filter);
    return this.model.summary();
  }

  /** The number of rows passing the filters: what a virtual table scrolls over. */
  rowCount(): number {
    return this.model.visibleRows().length;
  }

  rowWindow(start: number, count: number): CompareRowView[] {
    return this.model.rowWindow(start, count);
  }

  summary(): CompareSummary {
    return this.model.summary();
  }

  /** Every other column against the first (the address's first user); null with fewer than two users. */
  compatibility(): CompareCompatibility | null {
    const names = this.model.userNames;
    if (names.length < 2) return null;
    const results = names.slice(1).map((name, index) => {
      const { a, b } = this.model.sharedRatings(0, index + 1);
      return { name, difference: zScoreDifference(a, b), shared: a.length };
    });
    return { base: names[0], results };
  }

  exportCsv(): ExportFile {
    return compareCsv(this.model);
  }

  exportJson(context: CompareJsonContext): ExportFile {
    return compareJson(this.model, context);
  }

  /** Stops loads in flight; the session answers nothing useful afterwards. */
  close(): void {
    this.controller.abort();
    this.cache.clear();
  }

  private forget(key: string): void {
    const index = this.requested.indexOf(key);
    if (index !== -1) this.requested.splice(index, 1);
    this.loadedAs.delete(key);
  }

  /** How many columns belong before this user: requested earlier and already loaded. */
  private positionOf(key: string): number {
    let position = 0;
    for (const other of this.requested) {
      if (other === key) break;
      const loaded = this.loadedAs.get(other);
      if (loaded !== undefined && this.model.hasUser(loaded)) position++;
    }
    return position;
  }
}
