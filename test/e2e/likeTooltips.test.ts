// End to end: the like tooltips of the activity page ('singleActivityReplyLikes') and of the
// forum thread ('forumLikes') on the simulator, from the built userscript in Chromium. Asserts the
// names the user sees (tooltip and quick view), that the API is asked only above five likes and
// only on hover, and the failure paths: signed out, an API error, a 429.
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { HOSTILE_SEED } from '../../sim/world/seedHostile.ts';
import { quickView } from '../../src/lib/likeNames.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { simNavigate } from '../helpers/pageActions.ts';

const harness = useHarness();

beforeEach(() => {
  harness.sim.resetRateLimit();
  harness.clearRequests();
});

const OFF = { notifications: false, dismissDot: false } as const;
const names = (ids: number[]) => ids.map((id) => harness.sim.world.getUserById(id)!.name);
const likerRequests = (marker: string) => harness.requests().filter((r) => r.operation.includes(marker));

/** Hovers `target` (away first, so a new mouseenter fires) until its title satisfies `check`. */
async function hoverUntilTitle(page: Page, target: Locator, expected: string): Promise<void> {
  await expect.poll(async () => {
    await page.mouse.move(0, 0);
    await target.hover();
    return target.getAttribute('title');
  }, { timeout: 60_000, interval: 500 }).toBe(expected);
}

/** Presses Tab from where focus is until `target` has it (AniList's page order decides how many). */
async function tabUntil(page: Page, target: Locator): Promise<void> {
  const handle = await target.elementHandle();
  for (let presses = 0; presses < 120; presses++) {
    if (await page.evaluate((el) => document.activeElement === el, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the like button');
}

function malloryPost() {
  const world = harness.sim.world;
  const mallory = world.getUserByName(NOTABLE_USERS.hostile)!;
  const posts = world.activities({ userId: mallory.id }).filter((a) => a.type === 'TEXT' && a.text.startsWith(HOSTILE_SEED.marker));
  return { busy: posts.find((p) => p.likes.length > 5)!, quiet: posts.find((p) => p.likes.length <= 5)! };
}

async function openActivity(page: Page, id: number): Promise<void> {
  await harness.goto(page, `/activity/${id}`);
  await page.locator('.activity-entry .activity-replies .reply').first().waitFor({ state: 'attached', timeout: 60_000 });
}

const mainLikes = (page: Page) => page.locator('.activity-entry > .wrap > .actions .action.likes');
const replyLikes = (page: Page, index: number) => page.locator('.activity-entry .activity-replies > .reply').nth(index).locator('.action.likes');

describe("activity likes ('singleActivityReplyLikes')", { timeout: 180_000 }, () => {
  it('shows few likers from the page at once, and loads many only on hover, in one request', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: OFF });
    const { busy } = malloryPost();
    await openActivity(page, busy.id);
    // A reply with 1 like: the whole name, straight from AniList's popover, no request.
    const oneIndex = busy.replies.findIndex((r) => r.likes.length === 1);
    const one = names(busy.replies[oneIndex].likes);
    await expect.poll(() => replyLikes(page, oneIndex).getAttribute('title')).toBe(one.join('\n'));
    expect(await replyLikes(page, oneIndex).locator('.hohLikeQuickView').textContent()).toBe(one[0]);
    const twoIndex = busy.replies.findIndex((r) => r.likes.length === 2);
    expect(await replyLikes(page, twoIndex).locator('.hohLikeQuickView').textContent()).toBe(quickView(names(busy.replies[twoIndex].likes)));
    // Above five: nothing until hovered.
    expect(await mainLikes(page).getAttribute('title')).toBeNull();
    expect(likerRequests('ActivityLikers')).toHaveLength(0);

    const likers = names(busy.likes);
    await hoverUntilTitle(page, mainLikes(page), likers.join('\n'));
    expect(await mainLikes(page).locator('.hohLikeQuickView').textContent()).toBe(quickView(likers));
    expect(quickView(likers).split(', ').every((n) => n.length <= 3)).toBe(true);
    // The busy reply's likers came with the same answer.
    const manyIndex = busy.replies.findIndex((r) => r.likes.length > 5);
    await hoverUntilTitle(page, replyLikes(page, manyIndex), names(busy.replies[manyIndex].likes).join('\n'));
    const asked = likerRequests('ActivityLikers');
    expect(asked).toHaveLength(1);
    expect(asked[0].variables).toEqual({ id: busy.id });
    await page.context().close();
  });

  it('by keyboard: Tab reaches the like button, and focus loads the names (shown beside the count too)', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: OFF });
    const { busy } = malloryPost();
    harness.clearRequests();
    await openActivity(page, busy.id);
    await page.locator('.activity-entry a.name').first().focus();
    await tabUntil(page, mainLikes(page));
    await expect.poll(() => mainLikes(page).getAttribute('title'), { timeout: 60_000 }).toBe(names(busy.likes).join('\n'));
    await expect(mainLikes(page).locator('.hohLikeQuickView').textContent()).resolves.toBe(quickView(names(busy.likes)));
    expect(likerRequests('query ActivityLikers').map((r) => r.variables)).toEqual([{ id: busy.id }]);
    await page.context().close();
  });

  it('asks nothing for a post with five likes or fewer', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: OFF });
    const { quiet } = malloryPost();
    await openActivity(page, quiet.id);
    await hoverUntilTitle(page, mainLikes(page), names(quiet.likes).join('\n'));
    expect(likerRequests('ActivityLikers')).toHaveLength(0);
    await page.context().close();
  });

  it('works signed out (of the site and the script): likers are public', async () => {
    const page = await harness.newPage({ settings: OFF });
    const { busy } = malloryPost();
    await openActivity(page, busy.id);
    await hoverUntilTitle(page, mainLikes(page), names(busy.likes).join('\n'));
    expect(likerRequests('ActivityLikers').every((r) => r.token === null)).toBe(true);
    await page.context().close();
  });

  it('shows nothing when the API fails, and the names once it answers again', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: OFF });
    const refused = await refuseOperation(page, 'query ActivityLikers', { status: 500, times: 1 });
    const { busy } = malloryPost();
    await openActivity(page, busy.id);
    await mainLikes(page).hover();
    await expect.poll(refused).toBe(1);
    expect(await mainLikes(page).getAttribute('title')).toBeNull();
    await hoverUntilTitle(page, mainLikes(page), names(busy.likes).join('\n'));
    await page.context().close();
  });

  it('gets the names after a 429', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: OFF });
    const refused = await refuseOperation(page, 'query ActivityLikers', { status: 429, times: 1, retryAfter: 1 });
    const { busy } = malloryPost();
    await openActivity(page, busy.id);
    await hoverUntilTitle(page, mainLikes(page), names(busy.likes).join('\n'));
    expect(refused()).toBe(1);
    await page.context().close();
  });

  it('leaves nothing behind when the visit ends', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: OFF });
    const { busy } = malloryPost();
    await openActivity(page, busy.id);
    await hoverUntilTitle(page, mainLikes(page), names(busy.likes).join('\n'));
    expect(await page.locator('#hoh-activity-likes').count()).toBe(1);
    await simNavigate(page, '/home');
    await expect.poll(() => page.locator('#hoh-activity-likes, .hohLikeQuickView, [data-hoh-likes]').count(), { timeout: 60_000 }).toBe(0);
    await page.context().close();
  });
});

describe("forum likes ('forumLikes')", { timeout: 180_000 }, () => {
  const hostileThread = () => harness.sim.world.threads().find((t) => t.title === HOSTILE_SEED.threadTitle)!;

  async function openThread(page: Page, id: number): Promise<void> {
    await harness.goto(page, `/forum/thread/${id}`);
    await page.locator('.forum-thread .comment-wrap').first().waitFor({ state: 'attached', timeout: 60_000 });
  }

  const commentLike = (page: Page, commentId: number) =>
    page.locator('.forum-thread .comment .actions', { has: page.locator(`a.hidden[href$="/comment/${commentId}"]`) }).locator('.like-wrap.thread_comment');

  it("lists the thread's and a comment's likers on hover, asking only above five", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: OFF });
    const thread = hostileThread();
    await openThread(page, thread.id);
    const threadLike = page.locator('.forum-thread .footer .actions .like-wrap.thread');
    expect(await threadLike.getAttribute('title')).toBeNull();
    await hoverUntilTitle(page, threadLike, names(thread.likes).join('\n'));
    const comments = harness.sim.world.threadComments(thread.id);
    const busy = comments.find((c) => c.likes.length > 5)!;
    await hoverUntilTitle(page, commentLike(page, busy.id), names(busy.likes).join('\n'));
    const quiet = comments.find((c) => c.likes.length > 0 && c.likes.length <= 5)!;
    await hoverUntilTitle(page, commentLike(page, quiet.id), names(quiet.likes).join('\n'));
    const asked = likerRequests('query LikersPage').map((r) => r.variables);
    expect(asked).toEqual([{ id: thread.id, type: 'THREAD', page: 1 }, { id: busy.id, type: 'THREAD_COMMENT', page: 1 }]);
    await page.context().close();
  });

  it("by keyboard: Tab reaches the thread's like button and focus loads its likers", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: OFF });
    const thread = hostileThread();
    harness.clearRequests();
    await openThread(page, thread.id);
    const threadLike = page.locator('.forum-thread .footer .actions .like-wrap.thread');
    await page.locator('.forum-thread a[href]').first().focus();
    await tabUntil(page, threadLike);
    await expect.poll(() => threadLike.getAttribute('title'), { timeout: 60_000 }).toBe(names(thread.likes).join('\n'));
    expect(likerRequests('query LikersPage').map((r) => r.variables)).toEqual([{ id: thread.id, type: 'THREAD', page: 1 }]);
    await page.context().close();
  });

  it('signed out, after an API error and after a 429', async () => {
    const page = await harness.newPage({ settings: OFF });
    const refused = await refuseOperation(page, 'query LikersPage', { status: 500, times: 1 });
    const thread = hostileThread();
    await openThread(page, thread.id);
    const threadLike = page.locator('.forum-thread .footer .actions .like-wrap.thread');
    await threadLike.hover();
    await expect.poll(refused).toBe(1);
    expect(await threadLike.getAttribute('title')).toBeNull();
    await hoverUntilTitle(page, threadLike, names(thread.likes).join('\n'));
    await page.context().close();

    const again = await harness.newPage({ settings: OFF });
    const limited = await refuseOperation(again, 'query LikersPage', { status: 429, times: 1, retryAfter: 1 });
    await openThread(again, thread.id);
    const like = again.locator('.forum-thread .footer .actions .like-wrap.thread');
    await hoverUntilTitle(again, like, names(thread.likes).join('\n'));
    expect(limited()).toBe(1);
    await again.context().close();
  });
});
