// End to end: the forum comment hider ('forumComments') on the simulator's thread page, from the
// built userscript in Chromium: a [-] per comment folds the comment and its replies away, [+]
// brings them back, by mouse and keyboard, signed in or not; nothing is asked of the API (the
// module reads only the page, so there is no API failure to show) and nothing stays behind.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { HOSTILE_SEED } from '../../sim/world/seedHostile.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { simNavigate } from '../helpers/pageActions.ts';

const harness = useHarness();

const OFF = { notifications: false, dismissDot: false, forumLikes: false } as const;
const hostileThread = () => harness.sim.world.threads().find((t) => t.title === HOSTILE_SEED.threadTitle)!;

async function openThread(page: Page, id: number): Promise<void> {
  await harness.goto(page, `/forum/thread/${id}`);
  await page.locator('.forum-thread .comment-wrap').first().waitFor({ state: 'attached', timeout: 60_000 });
}

/** The top-level comment wraps, in page order. */
const topWraps = (page: Page) => page.locator('.forum-thread .comments > .comment-wrap');

describe("forum comment hider ('forumComments')", { timeout: 180_000 }, () => {
  it('puts [-] on every comment; it folds the comment and its replies, [+] unfolds them', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: OFF });
    const thread = hostileThread();
    const comments = harness.sim.world.threadComments(thread.id);
    harness.clearRequests();
    await openThread(page, thread.id);
    await expect.poll(() => page.locator('.hohCommentToggle').count(), { timeout: 60_000 }).toBe(comments.length);
    expect(await page.locator('.hohCommentToggle').allTextContents()).toEqual(comments.map(() => '[-]'));
    // The toggle is the first thing of each comment's header.
    expect(await page.locator('.forum-thread .comment > .header > .hohCommentToggle:first-child').count()).toBe(comments.length);

    const first = topWraps(page).first();
    const toggle = first.locator('> .comment > .header > .hohCommentToggle');
    const body = first.locator('> .comment > .body');
    const replies = first.locator('> .child-comments');
    expect(await body.isVisible()).toBe(true);
    expect(await replies.isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.textContent()).toBe('[+]');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await body.isVisible()).toBe(false);
    expect(await replies.isVisible()).toBe(false);
    // The header (name, time, the toggle) stays, and the other comments are untouched.
    expect(await first.locator('> .comment > .header .name').isVisible()).toBe(true);
    expect(await topWraps(page).nth(1).locator('> .comment > .body').isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.textContent()).toBe('[-]');
    expect(await body.isVisible()).toBe(true);
    expect(await replies.isVisible()).toBe(true);

    // Keyboard: the toggle is a button in the tab order.
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.textContent()).toBe('[+]');
    await page.keyboard.press('Space');
    expect(await toggle.textContent()).toBe('[-]');

    // Nothing reached the API for it.
    expect(harness.requests().filter((r) => !/Viewer|notification/i.test(r.operation))).toEqual([]);
    await page.context().close();
  });

  it('folds a nested reply alone, signed out too, at 500 px', async () => {
    const page = await harness.newPage({ settings: OFF });
    await page.setViewportSize({ width: 500, height: 900 });
    const thread = hostileThread();
    await openThread(page, thread.id);
    await expect.poll(() => page.locator('.hohCommentToggle').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    const nested = topWraps(page).first().locator('> .child-comments > .comment-wrap').first();
    await nested.locator('> .comment > .header > .hohCommentToggle').click();
    expect(await nested.locator('> .comment > .body').isVisible()).toBe(false);
    expect(await topWraps(page).first().locator('> .comment > .body').isVisible()).toBe(true);
    const box = await nested.locator('> .comment > .header > .hohCommentToggle').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(500);
    await page.context().close();
  });

  it('leaves nothing behind when the visitor moves on', async () => {
    const page = await harness.newPage({ settings: OFF });
    await openThread(page, hostileThread().id);
    await expect.poll(() => page.locator('.hohCommentToggle').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await page.locator('#hoh-forum-comments').count()).toBe(1);
    await simNavigate(page, '/forum/overview');
    await expect.poll(() => page.locator('#hoh-forum-comments, .hohCommentToggle, .hohCollapsed').count(), { timeout: 60_000 }).toBe(0);
    await page.context().close();
  });

  it('stays off when switched off', async () => {
    const page = await harness.newPage({ settings: { ...OFF, forumComments: false } });
    await openThread(page, hostileThread().id);
    // The thread page's other always-on work has run once the relative times are rewritten; give
    // the module the same chance by waiting for the document to be quiet.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    expect(await page.locator('.hohCommentToggle').count()).toBe(0);
    await page.context().close();
  });
});
