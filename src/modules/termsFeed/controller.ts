/**
 * The terms feed's state and everything it asks of the API, without the DOM (spec doc 3 §4
 * "Feed (own feed page)", "Likes"; §7 "Feed", "Likes and replies"). The view subscribes to one
 * immutable snapshot; every change makes a new one.
 *
 * - Paging starts at 1; Refresh reloads page 1, Previous goes back, Next forward.
 * - Every load gets a number; an answer to any load but the latest is ignored.
 * - Likes flip at once; a call that brings nothing back is tried once more, then the like flips back.
 * - Posting goes to page 1 and reloads; forum and review posting are not implemented (alerts).
 */
import type {
  FeedActivitiesVariables, FeedActivity, FeedActivityRateResult, FeedLiker, FeedMedia, FeedReply, FeedReview, FeedThread,
} from '../../api/queries/termsFeed';
import type { PageInfo } from '../../api/queries/types';
import { blockedByList, isStatusPost, type BlockRuleLike } from '../../lib/feedFilter';
import { containsBlockedWord } from '../../lib/sfwWords';
import { formatActivityRate, formatPostRate, ratePerHour } from '../../lib/activityRate';
import { activityFacts } from './facts';
import {
  activityVariables, feedKind, NO_FILTERS, reviewVariables, setFilter, threadVariables,
  type FeedKind, type FilterFlags, type FilterKey, type FilterTargets,
} from './filters';
import { flipLike, settleLike } from './likes';
import { strings } from './strings';

/** Items per page of the feed (spec doc 3 §9: reviews 20 per page; the activities and threads alike). */
const PER_PAGE = 20;

/** A page of items, or why there is none. */
export type PageAnswer<T> = { ok: true; items: T[]; pageInfo: PageInfo | null } | { ok: false };

/** A user lookup: the id, 'notFound' (no such member), or 'failed' (the API did not answer). */
export type UserLookup = number | 'notFound' | 'failed';

/** A mutation's outcome: the data, or the message of why not. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

/** What the controller needs from AniList (api.ts; fakes in the unit tests). */
export interface FeedApi {
  viewer(): Promise<FeedLiker | null>;
  activities(variables: FeedActivitiesVariables): Promise<PageAnswer<FeedActivity>>;
  threads(variables: ReturnType<typeof threadVariables>): Promise<PageAnswer<FeedThread>>;
  reviews(variables: ReturnType<typeof reviewVariables>): Promise<PageAnswer<FeedReview>>;
  userId(name: string): Promise<UserLookup>;
  searchMedia(text: string): Promise<FeedMedia[] | null>;
  /** The like's new state, or null when the call brought nothing back. */
  toggleLike(id: number, type: 'ACTIVITY' | 'ACTIVITY_REPLY' | 'THREAD'): Promise<{ likeCount: number; isLiked: boolean | null } | null>;
  saveReply(activityId: number, text: string): Promise<Outcome<FeedReply>>;
  saveText(text: string, id: number | null): Promise<Outcome<{ id: number }>>;
  deleteActivity(id: number): Promise<boolean>;
  /** The markdown source of one's own text post, for editing. */
  markdown(id: number): Promise<string | null>;
  rate(): Promise<FeedActivityRateResult | null>;
}

export interface FeedEnvironment {
  /** The block list as it is now (read at each load). */
  blockRules(): readonly BlockRuleLike[];
  /** Safe-for-work mode, now. */
  safeForWork(): boolean;
  alert(message: string): void;
  confirm(message: string): boolean;
}

export type FeedEntry =
  | { kind: 'activity'; key: string; activity: FeedActivity; dimmed: boolean }
  | { kind: 'thread'; key: string; thread: FeedThread }
  | { kind: 'review'; key: string; review: FeedReview };

export type LoadState = 'loading' | 'ready' | 'failed' | 'userNotFound';

export interface RateFigures {
  text: string;
}

export interface FeedState {
  readonly flags: FilterFlags;
  readonly page: number;
  readonly userName: string;
  readonly media: FeedMedia | null;
  readonly load: LoadState;
  readonly entries: readonly FeedEntry[];
  readonly hasNextPage: boolean;
  readonly viewer: FeedLiker | null;
  /** The text post being edited, else null (a new post). */
  readonly editingId: number | null;
  readonly composerText: string;
  readonly composerBusy: boolean;
  readonly composerError: string | null;
  /** The activity-rate line, null while it loads. */
  readonly rate: string | null;
}

const RATE_FIRST = ['allFirst', 'textFirst', 'messageFirst'] as const;

function times(page: FeedActivityRateResult[keyof FeedActivityRateResult]): number[] {
  return (page?.activities ?? []).map((a) => a?.createdAt).filter((t): t is number => typeof t === 'number');
}

/** The rate line from the six sample pages. */
export function rateLine(result: FeedActivityRateResult | null): string {
  if (!result) return strings.rateFailed;
  const [all, text, messages] = RATE_FIRST.map((first) => {
    const last = first.replace('First', 'Last') as keyof FeedActivityRateResult;
    return ratePerHour(times(result[first]), times(result[last]));
  });
  return strings.rate(formatActivityRate(all), formatPostRate(text), formatPostRate(messages));
}

export class FeedController {
  private state: FeedState = {
    flags: NO_FILTERS,
    page: 1,
    userName: '',
    media: null,
    load: 'loading',
    entries: [],
    hasNextPage: false,
    viewer: null,
    editingId: null,
    composerText: '',
    composerBusy: false,
    composerError: null,
    rate: null,
  };
  private readonly listeners = new Set<() => void>();
  private latest = 0;
  private readonly userIds = new Map<string, UserLookup>();
  private disposed = false;

  constructor(private readonly api: FeedApi, private readonly env: FeedEnvironment) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): FeedState => this.state;

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }

  private set(patch: Partial<FeedState>): void {
    if (this.disposed) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The first load: who the viewer is, the feed, and the activity rate. */
  async start(): Promise<void> {
    void this.api.rate().then((result) => this.set({ rate: rateLine(result) }));
    const viewer = await this.api.viewer();
    this.set({ viewer });
    await this.reload();
  }

  get kind(): FeedKind {
    return feedKind(this.state.flags);
  }

  // ── Filters and paging ──────────────────────────────────────────────────────────────────

  setFilter(key: FilterKey, on: boolean): Promise<void> {
    this.set({ flags: setFilter(this.state.flags, key, on), page: 1 });
    return this.reload();
  }

  setUserName(name: string): void {
    this.set({ userName: name });
  }

  /** Applies the typed user name: the User filter on (clearing Global), page 1. */
  applyUser(): Promise<void> {
    return this.setFilter('user', this.state.userName.trim() !== '');
  }

  chooseMedia(media: FeedMedia): Promise<void> {
    this.set({ media, flags: setFilter(this.state.flags, 'media', true), page: 1 });
    return this.reload();
  }

  searchMedia(text: string): Promise<FeedMedia[] | null> {
    return this.api.searchMedia(text);
  }

  /** Refresh on page 1, Previous after it. */
  back(): Promise<void> {
    if (this.state.page > 1) this.set({ page: this.state.page - 1 });
    return this.reload();
  }

  next(): Promise<void> {
    this.set({ page: this.state.page + 1 });
    return this.reload();
  }

  private async targets(load: number): Promise<FilterTargets | LoadState> {
    const { flags, userName, media } = this.state;
    let userId: number | null = null;
    const name = userName.trim();
    if (flags.user && name !== '') {
      const key = name.toLowerCase();
      let found = this.userIds.get(key);
      if (found === undefined || found === 'failed') {
        found = await this.api.userId(name);
        if (found !== 'failed') this.userIds.set(key, found);
      }
      if (load !== this.latest) return 'loading';
      if (found === 'notFound') return 'userNotFound';
      if (found === 'failed') return 'failed';
      userId = found;
    }
    return { userId, mediaId: flags.media && media ? media.id : null };
  }

  /** Loads the current page for the current filters; answers to older loads are dropped. */
  async reload(): Promise<void> {
    const load = ++this.latest;
    this.set({ load: 'loading' });
    const targets = await this.targets(load);
    if (load !== this.latest) return;
    if (typeof targets === 'string') {
      this.set({ load: targets, entries: [], hasNextPage: false });
      return;
    }
    const { flags, page } = this.state;
    const kind = feedKind(flags);
    let answer: PageAnswer<FeedEntry>;
    if (kind === 'threads') {
      const got = await this.api.threads(threadVariables(flags, targets, page, PER_PAGE));
      answer = got.ok ? { ...got, items: got.items.map((thread) => ({ kind: 'thread', key: `t${thread.id}`, thread })) } : got;
    } else if (kind === 'reviews') {
      const got = await this.api.reviews(reviewVariables(flags, targets, page, PER_PAGE));
      answer = got.ok ? { ...got, items: got.items.map((review) => ({ kind: 'review', key: `r${review.id}`, review })) } : got;
    } else {
      const got = await this.api.activities(activityVariables(flags, targets, page, PER_PAGE));
      answer = got.ok ? { ...got, items: this.shownActivities(got.items) } : got;
    }
    // A newer load started while this one was out: its answer is the one that counts.
    if (load !== this.latest) return;
    if (!answer.ok) {
      this.set({ load: 'failed', entries: [], hasNextPage: false });
      return;
    }
    this.set({ load: 'ready', entries: answer.items, hasNextPage: answer.pageInfo?.hasNextPage === true });
  }

  /** The block list leaves entries out; safe-for-work mode dims status posts with blocked words. */
  private shownActivities(activities: readonly FeedActivity[]): FeedEntry[] {
    const rules = this.env.blockRules();
    const sfw = this.env.safeForWork();
    const shown: FeedEntry[] = [];
    for (const activity of activities) {
      const facts = activityFacts(activity);
      if (blockedByList(rules, facts)) continue;
      shown.push({ kind: 'activity', key: `a${activity.id}`, activity, dimmed: sfw && isStatusPost(facts) && containsBlockedWord(facts.text) });
    }
    return shown;
  }

  // ── Likes ────────────────────────────────────────────────────────────────────────────────

  private mapActivity(id: number, change: (activity: FeedActivity) => FeedActivity): void {
    this.set({
      entries: this.state.entries.map((entry) =>
        entry.kind === 'activity' && entry.activity.id === id ? { ...entry, activity: change(entry.activity) } : entry,
      ),
    });
  }

  private mapReply(activityId: number, replyId: number, change: (reply: FeedReply) => FeedReply): void {
    this.mapActivity(activityId, (activity) => ({
      ...activity,
      replies: (activity.replies ?? []).map((reply) => (reply && reply.id === replyId ? change(reply) : reply)),
    }));
  }

  private mapThread(id: number, change: (thread: FeedThread) => FeedThread): void {
    this.set({
      entries: this.state.entries.map((entry) => (entry.kind === 'thread' && entry.thread.id === id ? { ...entry, thread: change(entry.thread) } : entry)),
    });
  }

  /** Calls the like once more when the first call brought nothing back (spec doc 3 §8). */
  private async likeWithRetry(id: number, type: 'ACTIVITY' | 'ACTIVITY_REPLY' | 'THREAD') {
    return (await this.api.toggleLike(id, type)) ?? (await this.api.toggleLike(id, type));
  }

  private async like(
    id: number,
    type: 'ACTIVITY' | 'ACTIVITY_REPLY' | 'THREAD',
    apply: (change: <T extends { likeCount: number; isLiked: boolean | null; likes: (FeedLiker | null)[] | null }>(item: T) => T) => void,
  ): Promise<void> {
    const viewer = this.state.viewer;
    apply((item) => flipLike(item, viewer));
    const answer = await this.likeWithRetry(id, type);
    if (answer) apply((item) => settleLike(item, answer));
    else apply((item) => flipLike(item, viewer));
  }

  likeActivity(id: number): Promise<void> {
    return this.like(id, 'ACTIVITY', (change) => this.mapActivity(id, change));
  }

  likeReply(activityId: number, replyId: number): Promise<void> {
    return this.like(replyId, 'ACTIVITY_REPLY', (change) => this.mapReply(activityId, replyId, change));
  }

  likeThread(id: number): Promise<void> {
    return this.like(id, 'THREAD', (change) => this.mapThread(id, change));
  }

  // ── Replies ──────────────────────────────────────────────────────────────────────────────

  /** Publishes a reply as typed (spec doc 3 §5: no checks); null when published, else why not. */
  async reply(activityId: number, text: string): Promise<string | null> {
    const outcome = await this.api.saveReply(activityId, text);
    if (!outcome.ok) return strings.replyFailed(outcome.message);
    this.mapActivity(activityId, (activity) => ({
      ...activity,
      replyCount: activity.replyCount + 1,
      replies: [...(activity.replies ?? []), outcome.data],
    }));
    return null;
  }

  // ── Posting, editing, deleting ───────────────────────────────────────────────────────────

  setComposerText(text: string): void {
    this.set({ composerText: text, composerError: null });
  }

  isOwn(activity: FeedActivity): boolean {
    const viewer = this.state.viewer;
    return !!viewer && activity.__typename === 'TextActivity' && activity.user?.id === viewer.id;
  }

  /** Loads one's own text post into the composer (spec doc 3 §4: text and activity id). */
  async edit(id: number): Promise<void> {
    const text = await this.api.markdown(id);
    if (text === null) {
      this.set({ composerError: strings.failedToLoad });
      return;
    }
    this.set({ editingId: id, composerText: text, composerError: null });
  }

  cancelEdit(): void {
    this.set({ editingId: null, composerText: '', composerError: null });
  }

  /** Publishes the composer's text: a new post, or the edit; then page 1 reloads. */
  async publish(): Promise<void> {
    const kind = this.kind;
    if (kind === 'reviews') return this.env.alert(strings.reviewsNotSupported);
    if (kind === 'threads') return this.env.alert(strings.notImplemented);
    const { composerText, editingId } = this.state;
    if (composerText.trim() === '' || this.state.composerBusy) return;
    this.set({ composerBusy: true, composerError: null });
    const outcome = await this.api.saveText(composerText, editingId);
    if (!outcome.ok) {
      this.set({ composerBusy: false, composerError: strings.saveFailed(outcome.message) });
      return;
    }
    this.set({ composerBusy: false, composerText: '', editingId: null, page: 1 });
    await this.reload();
  }

  /** Deletes one's own activity after asking; it leaves the feed once AniList says it is gone. */
  async remove(id: number): Promise<void> {
    if (!this.env.confirm(strings.confirmDelete)) return;
    const deleted = await this.api.deleteActivity(id);
    if (!deleted) {
      this.env.alert(strings.deleteFailed);
      return;
    }
    this.set({ entries: this.state.entries.filter((entry) => !(entry.kind === 'activity' && entry.activity.id === id)) });
    if (this.state.editingId === id) this.cancelEdit();
  }
}
