/**
 * The notifications list's data: pages of notifications from the API (50 at a time, up to 500,
 * fetched one after another in the background), what is unread, what the user has read by
 * clicking, and the activities behind the comment panels (one request for all of them, each
 * cached 24 h). Every call is skipped while the rate budget is within 5 of its limit (spec doc 3
 * §9). No React here: the view subscribes.
 */
import { nearLimit } from '../../../api/budget';
import { CACHE_LIFETIMES, cacheGet, cacheSet } from '../../../api/cache';
import { query } from '../../../api/client';
import { ACTIVITIES_BY_IDS, type ActivitiesByIdsResult, type Activity } from '../../../api/queries/activities';
import { NOTIFICATIONS_PAGE, type NotificationsPageResult } from '../../../api/queries/notifications';
import { pickTitle, type MediaTitle, type TitleLanguage } from '../../../lib/titles';
import type { NotificationItem } from '../../../lib/notificationGroups';
import { toNotificationItem, type RawNotification } from '../../../lib/notificationItems';

export const PER_PAGE = 50;
export const MAX_PAGES = 10;

export type PanelState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'limit' }
  | { kind: 'ready'; activity: Activity };

export interface ListState {
  status: 'loading' | 'ready' | 'failed';
  items: NotificationItem[];
  /** How many of the newest notifications were unread when the page opened. */
  unreadCount: number;
  /** Groups the user has read by clicking (their keys). */
  read: ReadonlySet<number>;
  hasMore: boolean;
  loadingMore: boolean;
  /** The background loading stopped at the rate limit. */
  stoppedAtLimit: boolean;
  panels: ReadonlyMap<number, PanelState>;
}

/** The activity cache key: stored as 'hohListActivityCall<id>' (host-dom.md §3.1). */
export function activityCacheKey(id: number): string {
  return `ListActivityCall${id}`;
}

export class NotificationsController {
  private state: ListState = {
    status: 'loading',
    items: [],
    unreadCount: 0,
    read: new Set(),
    hasMore: false,
    loadingMore: false,
    stoppedAtLimit: false,
    panels: new Map(),
  };
  private readonly listeners = new Set<() => void>();
  private nextPage = 1;
  private fetchingPanels = false;

  constructor(
    private readonly signal: AbortSignal,
    private readonly titleLanguage: TitleLanguage,
    /** Called once with the first answer's time, so the bench can measure from it. */
    private readonly onFirstAnswer: () => void = () => undefined,
  ) {}

  getState = (): ListState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(patch: Partial<ListState>): void {
    if (this.signal.aborted) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The unread count only rises before the user reads anything (AniList's own signals arrive late). */
  raiseUnread(count: number): void {
    if (this.state.read.size > 0 || count <= this.state.unreadCount) return;
    this.update({ unreadCount: count });
  }

  markRead = (key: number): void => {
    if (this.state.read.has(key)) return;
    this.update({ read: new Set([...this.state.read, key]) });
  };

  /** Loads the first page, then the rest in the background. Resolves false when the first failed. */
  async start(): Promise<boolean> {
    const first = await this.fetchPage();
    if (!first) {
      this.update({ status: 'failed' });
      return false;
    }
    this.onFirstAnswer();
    this.update({ status: 'ready' });
    void this.loadRest();
    return true;
  }

  private async loadRest(): Promise<void> {
    while (this.state.hasMore && this.nextPage <= MAX_PAGES && !this.signal.aborted) {
      if (nearLimit()) {
        this.update({ stoppedAtLimit: true });
        return;
      }
      if (!(await this.fetchPage())) return;
    }
  }

  /** The "Load more" button: the next page (after the first 500, or after stopping at the limit). */
  async loadMore(): Promise<void> {
    if (this.state.loadingMore || !this.state.hasMore) return;
    if (nearLimit()) {
      this.update({ stoppedAtLimit: true });
      return;
    }
    this.update({ stoppedAtLimit: false });
    await this.fetchPage();
  }

  private async fetchPage(): Promise<boolean> {
    const page = this.nextPage;
    this.update({ loadingMore: page > 1 });
    const data = await query<NotificationsPageResult>(
      NOTIFICATIONS_PAGE,
      { page, perPage: PER_PAGE, reset: false },
      { auth: true, signal: this.signal },
    );
    if (this.signal.aborted) return false;
    if (!data?.Page) {
      this.update({ loadingMore: false, hasMore: page > 1 });
      return false;
    }
    const noAliases = new Map<number, string>();
    const titleOf = (title: MediaTitle | null) => pickTitle({ id: 0, title: title ?? {} }, this.titleLanguage, noAliases, 'aliasAfterLanguage');
    const known = new Set(this.state.items.map((item) => item.id));
    const fresh = (data.Page.notifications ?? [])
      .map((raw) => (raw ? toNotificationItem(raw as RawNotification, titleOf) : null))
      .filter((item): item is NotificationItem => item !== null && !known.has(item.id));
    this.nextPage = page + 1;
    const unread = page === 1 ? Math.max(this.state.unreadCount, data.Viewer?.unreadNotificationCount ?? 0) : this.state.unreadCount;
    this.update({
      items: [...this.state.items, ...fresh],
      unreadCount: this.state.read.size > 0 ? this.state.unreadCount : unread,
      hasMore: data.Page.pageInfo?.hasNextPage === true,
      loadingMore: false,
    });
    return true;
  }

  /**
   * Loads the activities of the panels (all the given ids that are not cached, in one request)
   * the first time any panel opens.
   */
  async openPanels(activityIds: readonly number[]): Promise<void> {
    const panels = new Map(this.state.panels);
    const missing: number[] = [];
    for (const id of activityIds) {
      if (panels.get(id)?.kind === 'ready') continue;
      const cached = cacheGet<Activity>(activityCacheKey(id));
      if (cached) panels.set(id, { kind: 'ready', activity: cached });
      else missing.push(id);
    }
    if (missing.length === 0 || this.fetchingPanels) {
      this.update({ panels });
      return;
    }
    if (nearLimit()) {
      for (const id of missing) panels.set(id, { kind: 'limit' });
      this.update({ panels });
      return;
    }
    for (const id of missing) panels.set(id, { kind: 'loading' });
    this.update({ panels });
    this.fetchingPanels = true;
    const data = await query<ActivitiesByIdsResult>(ACTIVITIES_BY_IDS, { ids: missing, perPage: PER_PAGE }, { auth: true, signal: this.signal });
    this.fetchingPanels = false;
    if (this.signal.aborted) return;
    const next = new Map(this.state.panels);
    const found = new Map((data?.Page?.activities ?? []).filter((a): a is Activity => !!a).map((a) => [a.id, a]));
    for (const id of missing) {
      const activity = found.get(id);
      if (activity) {
        cacheSet(activityCacheKey(id), activity, CACHE_LIFETIMES.notificationActivity);
        next.set(id, { kind: 'ready', activity });
      } else {
        next.set(id, { kind: 'failed' });
      }
    }
    this.update({ panels: next });
  }
}
