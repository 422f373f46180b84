/**
 * A media data checker run kept in the worker: it fetches each page itself (only the hits cross
 * to the page) and keeps the run state (seen MAL ids) between pages. Pacing (1 s between pages),
 * Stop and the progress text are the page's business.
 */
import { activeRules, checkMediaPage, checkerFields, newCheckerRunState, type CheckerToggles } from '../checker/run';
import type { CheckerHit, CheckerRule, CheckerRunState, MediaType } from '../checker/types';
import { checkerPageDocument, type CheckerMediaPageResult } from '../../api/queries/checker';
import { graphqlInWorker, type FetchBridge } from '../fetchInWorker';

export interface CheckerRunOptions {
  type: MediaType;
  toggles: CheckerToggles;
  /** Restrict the run to this user's list (sorted by media id); null = all media by popularity. */
  userName?: string | null;
}

export type CheckerPageResult =
  | { ok: true; hits: CheckerHit[]; currentPage: number; lastPage: number; done: boolean }
  | { ok: false; reason: 'notFound' | 'private' | 'failed' | 'aborted'; message: string };

export class CheckerSession {
  private readonly rules: CheckerRule[];
  private readonly state: CheckerRunState = newCheckerRunState();
  private readonly document: string;
  private readonly controller = new AbortController();
  private page = 0;
  private lastPage = Number.POSITIVE_INFINITY;

  constructor(private readonly options: CheckerRunOptions, private readonly bridge: FetchBridge) {
    this.rules = activeRules(options.toggles);
    this.document = checkerPageDocument(checkerFields(this.rules), !!options.userName);
  }

  get done(): boolean {
    return this.page >= this.lastPage;
  }

  /** Fetches and checks the next page. */
  async nextPage(): Promise<CheckerPageResult> {
    if (this.done) return { ok: true, hits: [], currentPage: this.page, lastPage: this.lastPage, done: true };
    const variables: Record<string, unknown> = { type: this.options.type, page: this.page + 1 };
    if (this.options.userName) variables.userName = this.options.userName;
    const result = await graphqlInWorker<CheckerMediaPageResult>(this.bridge, this.document, variables, this.controller.signal);
    if (result.kind !== 'ok') {
      return { ok: false, reason: result.kind, message: result.kind === 'aborted' ? 'aborted' : result.message };
    }
    const page = result.data.Page;
    this.page = page?.pageInfo?.currentPage ?? this.page + 1;
    this.lastPage = page?.pageInfo?.lastPage ?? this.page;
    const media = page?.media ?? (page?.mediaList ?? []).map((item) => item?.media ?? null);
    const hits = checkMediaPage(media, this.rules, this.options.type, this.state);
    return { ok: true, hits, currentPage: this.page, lastPage: this.lastPage, done: this.done };
  }

  close(): void {
    this.controller.abort();
  }
}
