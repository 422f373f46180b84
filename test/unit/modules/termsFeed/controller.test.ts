import { describe, expect, it, vi } from 'vitest';
import type { FeedActivity, FeedReply } from '../../../../src/api/queries/termsFeed';
import { FeedController, rateLine, type FeedApi, type FeedEnvironment, type PageAnswer } from '../../../../src/modules/termsFeed/controller';
import { strings } from '../../../../src/modules/termsFeed/strings';

const VIEWER = { id: 1, name: 'Demo' };

function text(id: number, user = 'Aoi', body = `post ${id}`, userId = 2): FeedActivity {
  return {
    __typename: 'TextActivity', type: 'TEXT', id, createdAt: 1000 + id, replyCount: 0, likeCount: 0, isLiked: false, likes: [], replies: [],
    text: `<p>${body}</p>`, user: { id: userId, name: user, avatar: null },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const ok = (items: FeedActivity[], hasNextPage = true): PageAnswer<FeedActivity> => ({ ok: true, items, pageInfo: { total: null, perPage: 20, currentPage: 1, lastPage: null, hasNextPage } });

function fakeApi(over: Partial<FeedApi> = {}): FeedApi {
  return {
    viewer: async () => VIEWER,
    activities: async () => ok([text(1), text(2)]),
    threads: async () => ({ ok: true, items: [], pageInfo: null }),
    reviews: async () => ({ ok: true, items: [], pageInfo: null }),
    userId: async () => 5,
    searchMedia: async () => [],
    toggleLike: async () => ({ likeCount: 1, isLiked: true }),
    saveReply: async (activityId, replyText) => ({ ok: true, data: { id: 99, text: replyText, likeCount: 0, isLiked: false, createdAt: 5, user: { ...VIEWER, avatar: null }, likes: [] } satisfies FeedReply }),
    saveText: async () => ({ ok: true, data: { id: 50 } }),
    deleteActivity: async () => true,
    markdown: async () => 'raw __markdown__',
    rate: async () => null,
    ...over,
  };
}

function env(over: Partial<FeedEnvironment> = {}): FeedEnvironment {
  return { blockRules: () => [], safeForWork: () => false, alert: vi.fn(), confirm: () => true, ...over };
}

const ids = (controller: FeedController) =>
  controller.getSnapshot().entries.map((entry) => (entry.kind === 'activity' ? entry.activity.id : -1));

describe('FeedController', () => {
  it('ignores an answer to any load but the latest', async () => {
    const first = deferred<PageAnswer<FeedActivity>>();
    const second = deferred<PageAnswer<FeedActivity>>();
    const asked: number[] = [];
    const controller = new FeedController(
      fakeApi({ activities: (v) => (asked.push(v.page), v.page === 1 ? first.promise : second.promise) }),
      env(),
    );
    const loadOne = controller.reload();
    // Page 1's request is out before Next is clicked.
    await vi.waitFor(() => expect(asked).toEqual([1]));
    const loadTwo = controller.next();
    second.resolve(ok([text(20)]));
    await loadTwo;
    first.resolve(ok([text(10)]));
    await loadOne;
    expect(ids(controller)).toEqual([20]);
    expect(controller.getSnapshot().page).toBe(2);
    expect(controller.getSnapshot().load).toBe('ready');
  });

  it('pages: Next forward, back (Previous) to page 1, and back on page 1 reloads it', async () => {
    const pages: number[] = [];
    const controller = new FeedController(fakeApi({ activities: async (v) => (pages.push(v.page), ok([text(v.page)])) }), env());
    await controller.start();
    await controller.next();
    await controller.next();
    await controller.back();
    await controller.back();
    await controller.back();
    expect(pages).toEqual([1, 2, 3, 2, 1, 1]);
  });

  it('a filter goes back to page 1', async () => {
    const controller = new FeedController(fakeApi(), env());
    await controller.start();
    await controller.next();
    await controller.setFilter('global', true);
    expect(controller.getSnapshot().page).toBe(1);
  });

  it("says 'Not Found' for an unknown user and fails the load when the API does not answer", async () => {
    const controller = new FeedController(fakeApi({ userId: async () => 'notFound' }), env());
    controller.setUserName('Nobody');
    await controller.applyUser();
    expect(controller.getSnapshot().load).toBe('userNotFound');
    const failing = new FeedController(fakeApi({ activities: async () => ({ ok: false }) }), env());
    await failing.start();
    expect(failing.getSnapshot().load).toBe('failed');
  });

  it('leaves out blocked entries and dims status posts with safe-for-work words', async () => {
    const controller = new FeedController(
      fakeApi({ activities: async () => ok([text(1, 'Aoi'), text(2, 'Kirin', 'so nsfw'), text(3, 'Kirin', 'fine')]) }),
      env({ blockRules: () => [{ user: 'aoi', status: false, media: false }], safeForWork: () => true }),
    );
    await controller.start();
    expect(ids(controller)).toEqual([2, 3]);
    const dimmed = controller.getSnapshot().entries.map((entry) => entry.kind === 'activity' && entry.dimmed);
    expect(dimmed).toEqual([true, false]);
  });

  it('flips a like at once and keeps the answer', async () => {
    const answer = deferred<{ likeCount: number; isLiked: boolean } | null>();
    const controller = new FeedController(fakeApi({ toggleLike: () => answer.promise }), env());
    await controller.start();
    const liking = controller.likeActivity(1);
    const flipped = controller.getSnapshot().entries[0];
    expect(flipped.kind === 'activity' && [flipped.activity.isLiked, flipped.activity.likeCount, flipped.activity.likes]).toEqual([true, 1, [VIEWER]]);
    answer.resolve({ likeCount: 4, isLiked: true });
    await liking;
    const settled = controller.getSnapshot().entries[0];
    expect(settled.kind === 'activity' && settled.activity.likeCount).toBe(4);
  });

  it('retries a like that brought nothing back once, then flips it back', async () => {
    const toggleLike = vi.fn(async () => null);
    const controller = new FeedController(fakeApi({ toggleLike }), env());
    await controller.start();
    await controller.likeActivity(2);
    expect(toggleLike).toHaveBeenCalledTimes(2);
    const entry = controller.getSnapshot().entries[1];
    expect(entry.kind === 'activity' && [entry.activity.isLiked, entry.activity.likeCount, entry.activity.likes]).toEqual([false, 0, []]);

    const once = vi.fn().mockResolvedValueOnce(null).mockResolvedValueOnce({ likeCount: 1, isLiked: true });
    const retried = new FeedController(fakeApi({ toggleLike: once }), env());
    await retried.start();
    await retried.likeActivity(1);
    expect(once).toHaveBeenCalledTimes(2);
    const liked = retried.getSnapshot().entries[0];
    expect(liked.kind === 'activity' && liked.activity.isLiked).toBe(true);
  });

  it('publishes a reply as typed and adds it; a failed one says why', async () => {
    const saveReply = vi.fn(fakeApi().saveReply);
    const controller = new FeedController(fakeApi({ saveReply }), env());
    await controller.start();
    expect(await controller.reply(1, '  hi ')).toBeNull();
    expect(saveReply).toHaveBeenCalledWith(1, '  hi ');
    const entry = controller.getSnapshot().entries[0];
    expect(entry.kind === 'activity' && [entry.activity.replyCount, entry.activity.replies?.map((r) => r?.id)]).toEqual([1, [99]]);
    const failing = new FeedController(fakeApi({ saveReply: async () => ({ ok: false, message: 'validation' }) }), env());
    await failing.start();
    expect(await failing.reply(1, 'x')).toBe(strings.replyFailed('validation'));
  });

  it('posts, edits one\'s own post and goes back to page 1', async () => {
    const saveText = vi.fn(fakeApi().saveText);
    const controller = new FeedController(fakeApi({ saveText, activities: async () => ok([text(7, 'Demo', 'mine', 1), text(8)]) }), env());
    await controller.start();
    const [mine, theirs] = controller.getSnapshot().entries;
    expect(mine.kind === 'activity' && controller.isOwn(mine.activity)).toBe(true);
    expect(theirs.kind === 'activity' && controller.isOwn(theirs.activity)).toBe(false);
    await controller.next();
    await controller.edit(7);
    expect(controller.getSnapshot()).toMatchObject({ editingId: 7, composerText: 'raw __markdown__' });
    controller.setComposerText('changed');
    await controller.publish();
    expect(saveText).toHaveBeenLastCalledWith('changed', 7);
    expect(controller.getSnapshot()).toMatchObject({ editingId: null, composerText: '', page: 1 });
    controller.setComposerText('new one');
    await controller.publish();
    expect(saveText).toHaveBeenLastCalledWith('new one', null);
    controller.setComposerText('   ');
    await controller.publish();
    expect(saveText).toHaveBeenCalledTimes(2);
  });

  it('does not post to the forum or reviews: it says so', async () => {
    const alert = vi.fn();
    const saveText = vi.fn();
    const controller = new FeedController(fakeApi({ saveText }), env({ alert }));
    await controller.setFilter('forum', true);
    controller.setComposerText('hello');
    await controller.publish();
    await controller.setFilter('reviews', true);
    await controller.publish();
    expect(alert.mock.calls).toEqual([[strings.notImplemented], [strings.reviewsNotSupported]]);
    expect(saveText).not.toHaveBeenCalled();
  });

  it('deletes after asking, and not when the answer is no', async () => {
    const deleteActivity = vi.fn(async () => true);
    let answer = false;
    const controller = new FeedController(fakeApi({ deleteActivity }), env({ confirm: () => answer }));
    await controller.start();
    await controller.remove(1);
    expect(deleteActivity).not.toHaveBeenCalled();
    answer = true;
    await controller.remove(1);
    expect(ids(controller)).toEqual([2]);
  });

  it('shows the rate line, or that it is not available', () => {
    expect(rateLine(null)).toBe(strings.rateFailed);
    const page = (start: number) => ({ activities: Array.from({ length: 10 }, (_, i) => ({ createdAt: start - i * 36 })) });
    const line = rateLine({
      allFirst: page(100_000), allLast: page(100_000 - 190 * 36),
      textFirst: page(100_000), textLast: { activities: [] },
      messageFirst: { activities: [] }, messageLast: { activities: [] },
    });
    expect(line).toBe(strings.rate('100', '100.0', '?'));
  });
});
