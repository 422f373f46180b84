// End to end: the notification pie (part of 'notifications') and 'dismissDot' in the nav of
// every page, from the built userscript in Chromium on the simulator. Asserts the canvas, what it
// shows against the world, its poll requests, mobile-friendly mode, the tabs sharing the count,
// and the failure paths (signed out of the script, API error).
import type { Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { Notification } from '../../sim/world/types.ts';
import type { Harness } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { defaultNotificationColours } from '../../src/core/settings/notificationColours.ts';
import { DISMISS_FAILED, DISMISS_LABEL } from '../../src/modules/dismissDot/index.ts';
import { PIE_POLL_TEST_KEY } from '../../src/ui/notificationNav/poll.ts';
import { BACKOFF_BASE_TEST_KEY } from '../../src/api/health.ts';
import { presetStorage } from '../helpers/pageActions.ts';

const MODULE_ID = 'notifications';
const DEMO = NOTABLE_USERS.demo;
const TIMEOUT = 60_000;
const DOT = '#nav .user .notification-dot';

const harness = useHarness();

/** Pages of one test, closed after it so their polls do not count in the next. */
const opened: Page[] = [];
async function newPage(options: Parameters<Harness['newPage']>[0]): Promise<Page> {
  const page = await harness.newPage(options);
  opened.push(page);
  return page;
}

/** A poll period (ms) for tests that do not assert the real 4 s, only what a poll brings. */
const QUICK_POLL_MS = 250;
/** A page polling every QUICK_POLL_MS (the test hook, read once per visit). */
async function quickPollingPage(options: Parameters<Harness['newPage']>[0]): Promise<Page> {
  const page = await newPage(options);
  await presetStorage(page, { [PIE_POLL_TEST_KEY]: String(QUICK_POLL_MS) });
  return page;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.context().close().catch(() => undefined)));
});

function demoId(): number {
  return harness.sim.world.getUserByName(DEMO)!.id;
}

/** Makes the newest `count` of Demo's notifications unread (AniList's unread ones are always the newest); returns their types. */
function setUnread(count: number): string[] {
  const list = harness.sim.world.notificationsFor(demoId());
  list.forEach((n: Notification, index) => {
    n.read = index >= count;
  });
  return list.slice(0, count).map((n) => n.type);
}

const polls = () => harness.requests().filter((request) => request.operation.includes('UnreadNotificationCount'));

/** The pie's pixels: which colours it paints (ignoring the count's white and dark outline). */
const pieColours = (page: Page) =>
  page.$eval(`${DOT} canvas`, (canvas) => {
    const context = (canvas as HTMLCanvasElement).getContext('2d')!;
    const seen = new Map<string, number>();
    // Sample a ring near the edge, away from the count in the middle; a colour seen only once or
    // twice is the antialiased seam between two slices.
    for (let angle = 1; angle < 360; angle += 3) {
      const x = Math.round(60 + 50 * Math.sin((angle * Math.PI) / 180));
      const y = Math.round(60 - 50 * Math.cos((angle * Math.PI) / 180));
      const [r, g, b, a] = context.getImageData(x, y, 1, 1).data;
      const key = `rgb(${r},${g},${b})`;
      if (a === 255) seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return [...seen].filter(([, count]) => count >= 3).map(([colour]) => colour);
  });

describe(`the notification pie ('${MODULE_ID}')`, () => {
  it('draws the unread types as a 120 px canvas shown at 30 px, in their colours, and polls every 4 s', async () => {
    // The newest three: a message, a reply and a follow (Demo's world order).
    const types = setUnread(3);
    expect(types).toEqual(['ACTIVITY_MESSAGE', 'ACTIVITY_REPLY', 'FOLLOWING']);
    harness.clearRequests();
    const page = await newPage({ siteUser: DEMO, token: 'demo' });
    const looks: Request[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('UnreadNotificationCount')) looks.push(request);
    });
    await harness.goto(page, '/home');
    const canvas = page.locator(`${DOT} canvas.hohNotificationCake`);
    await canvas.waitFor({ timeout: TIMEOUT });
    expect(await canvas.getAttribute('width')).toBe('120');
    expect(await canvas.getAttribute('height')).toBe('120');
    await expect.poll(() => page.getAttribute(DOT, 'aria-label'), { timeout: TIMEOUT }).toBe('3 unread notifications');
    // Each answer redraws the pie on a new canvas: read the size of the one shown now.
    const shownSize = async () => {
      const box = await canvas.boundingBox({ timeout: TIMEOUT });
      return box && [Math.round(box.width), Math.round(box.height)];
    };
    await expect.poll(shownSize, { timeout: TIMEOUT }).toEqual([30, 30]);
    const colours = defaultNotificationColours();
    await expect.poll(async () => (await pieColours(page)).sort(), { timeout: TIMEOUT }).toEqual(
      [colours.ACTIVITY_MESSAGE.colour, colours.ACTIVITY_REPLY.colour].sort(),
    );
    // The types were asked without marking anything read.
    const typed = harness.requests().find((request) => request.operation.includes('UnreadNotificationTypes'))!;
    expect(typed.operation).toContain('resetNotificationCount: false');
    expect(typed.variables).toEqual({ perPage: 3 });
    expect(harness.sim.world.unreadNotificationCount(demoId())).toBe(3);
    // A new notification shows at the next poll (the pie drew the types, so the first look is in).
    setUnread(4);
    await expect.poll(() => page.getAttribute(DOT, 'aria-label'), { timeout: TIMEOUT }).toBe('4 unread notifications');
    // Polled every 4 s (the real period here): at least three looks, each 4 s after the last.
    await expect.poll(() => polls().length, { timeout: TIMEOUT }).toBeGreaterThanOrEqual(3);
    // When the browser sent each look, not when the simulator received it: the first look, sent
    // while the page loads, can reach the simulator a second late and the next one on time
    // (CI). The script asks again only 3.5 s after its last question (poll.ts, freshEnough).
    await Promise.all(looks.slice(0, 3).map((request) => request.response()));
    const times = looks.slice(0, 3).map((request) => request.timing().startTime);
    expect(times).toHaveLength(3);
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(3_000);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(3_000);
  });

  it('is hidden when every unread type is suppressed', async () => {
    const types = setUnread(2);
    const colours = defaultNotificationColours();
    for (const type of types) colours[type as keyof typeof colours].supress = true;
    const page = await quickPollingPage({ siteUser: DEMO, token: 'demo', settings: { notificationColours: colours } });
    await harness.goto(page, '/home');
    await page.waitForSelector(`${DOT} canvas.hohNotificationCake`, { state: 'attached', timeout: TIMEOUT });
    await expect.poll(() => page.locator(DOT).isVisible(), { timeout: TIMEOUT }).toBe(false);
    // One unsuppressed unread type (a follow) brings it back, in that colour only.
    const more = setUnread(3);
    expect(more[2]).toBe('FOLLOWING');
    await expect.poll(() => page.locator(DOT).isVisible(), { timeout: TIMEOUT }).toBe(true);
    expect(await pieColours(page)).toEqual([colours.FOLLOWING.colour]);
  });

  it('is not polled in mobile-friendly mode', async () => {
    setUnread(2);
    // The short period does reach the poll: a page in the normal mode looks again and again.
    const normal = await quickPollingPage({ siteUser: DEMO, token: 'demo' });
    harness.clearRequests();
    await harness.goto(normal, '/search/anime');
    await expect.poll(() => polls().length, { timeout: TIMEOUT }).toBeGreaterThanOrEqual(3);
    await normal.context().close();
    harness.clearRequests();
    const page = await quickPollingPage({ siteUser: DEMO, token: 'demo', settings: { mobileFriendly: true } });
    await harness.goto(page, '/search/anime');
    await page.waitForSelector(`${DOT} canvas.hohNotificationCake`, { timeout: TIMEOUT });
    await expect.poll(() => polls().length, { timeout: TIMEOUT }).toBe(1);
    // Eight poll periods later, still the one look (the normal mode looks again every period).
    await page.waitForTimeout(8 * QUICK_POLL_MS);
    expect(polls()).toHaveLength(1);
  });

  it('shares the count between tabs: a tab that heard it does not ask', async () => {
    setUnread(2);
    const page = await newPage({ siteUser: DEMO, token: 'demo' });
    await harness.goto(page, '/home');
    await expect.poll(() => page.getAttribute(DOT, 'aria-label'), { timeout: TIMEOUT }).toBe('2 unread notifications');
    const second = await page.context().newPage();
    // Everything the second tab asks, from its start: a question of its own start (its first
    // count and that count's types question) may be answered after the dismissal on a busy machine.
    const secondAsked: string[] = [];
    second.on('request', (request) => {
      if (request.url().startsWith('https://graphql.anilist.co')) secondAsked.push(request.postData() ?? '');
    });
    await harness.goto(second, '/forum/overview');
    await expect.poll(() => second.getAttribute(DOT, 'aria-label'), { timeout: TIMEOUT }).toBe('2 unread notifications');
    // The first tab dismisses; the second hears it at once, before any poll could tell it.
    const before = harness.requests().length;
    const askedBefore = secondAsked.length;
    await page.click('.hohDismiss');
    await expect.poll(() => second.locator(DOT).isVisible(), { timeout: TIMEOUT }).toBe(false);
    const name = (operation: string) => operation.match(/query (\w+)/)?.[1];
    // One dismissal reached AniList.
    expect(harness.requests().slice(before).filter((request) => name(request.operation) === 'ResetNotificationCount')).toHaveLength(1);
    // The second tab asked nothing for the news: in the window only its regular count polls, and
    // a types question only as the follow-up of a count it asked (before the window or in it).
    let countAwaitsTypes = false;
    const forTheNews: string[] = [];
    secondAsked.map(name).forEach((operation, index) => {
      const inWindow = index >= askedBefore;
      if (operation === 'UnreadNotificationCount') countAwaitsTypes = true;
      else if (operation === 'UnreadNotificationTypes' && countAwaitsTypes) countAwaitsTypes = false;
      else if (inWindow) forTheNews.push(operation ?? '?');
    });
    expect(forTheNews).toEqual([]);
  });

  it("signed out of the script: AniList's own badge, no canvas, nothing asked", async () => {
    setUnread(2);
    harness.clearRequests();
    const page = await newPage({ siteUser: DEMO });
    await harness.goto(page, '/home');
    await page.waitForSelector(DOT, { timeout: TIMEOUT });
    expect(await page.textContent(DOT)).toBe('2');
    expect(await page.locator('canvas.hohNotificationCake, .hohDismiss').count()).toBe(0);
    expect(harness.requests().filter((request) => request.operation.includes('Notification'))).toEqual([]);
  });

  it("an API error leaves AniList's count drawn and goes on", async () => {
    setUnread(3);
    harness.clearRequests();
    const page = await quickPollingPage({ siteUser: DEMO, token: 'demo' });
    // The outage's back-off starts at 300 ms instead of 30 s, so the pie goes on within seconds.
    await presetStorage(page, { [BACKOFF_BASE_TEST_KEY]: '300' });
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      await harness.goto(page, '/home');
      await expect.poll(() => polls().some((request) => request.status === 500), { timeout: TIMEOUT }).toBe(true);
      await expect.poll(() => page.getAttribute(DOT, 'aria-label'), { timeout: TIMEOUT }).toBe('3 unread notifications');
      expect(await page.locator(`${DOT} canvas.hohNotificationCake`).count()).toBe(1);
    } finally {
      harness.sim.setOutage(null);
    }
    // Once the API answers again, the pie follows the world.
    setUnread(1);
    await expect.poll(() => page.getAttribute(DOT, 'aria-label'), { timeout: 60_000 }).toBe('1 unread notifications');
  });
});

describe("marking everything read from the nav ('dismissDot')", () => {
  it('a dot beside the badge marks all read on AniList and takes the badge away; keyboard too', async () => {
    setUnread(2);
    const page = await newPage({ siteUser: DEMO, token: 'demo' });
    await harness.goto(page, '/home');
    const dismiss = page.locator('#nav .user .hohDismiss');
    await dismiss.waitFor({ timeout: TIMEOUT });
    expect(await dismiss.getAttribute('aria-label')).toBe(DISMISS_LABEL);
    harness.clearRequests();
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(DOT).isVisible(), { timeout: TIMEOUT }).toBe(false);
    const resets = harness.requests().filter((request) => request.operation.includes('resetNotificationCount: true'));
    expect(resets).toHaveLength(1);
    expect(resets[0].token).toBe(harness.sim.world.getUserByName(DEMO)!.token);
    expect(harness.sim.world.unreadNotificationCount(demoId())).toBe(0);
    expect(await dismiss.count()).toBe(0);
  });

  it('a failed call says so and keeps the badge', async () => {
    setUnread(2);
    const page = await newPage({ siteUser: DEMO, token: 'demo' });
    await harness.goto(page, '/home');
    const dismiss = page.locator('#nav .user .hohDismiss');
    await dismiss.waitFor({ timeout: TIMEOUT });
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      await dismiss.click();
      await expect.poll(() => dismiss.getAttribute('title'), { timeout: TIMEOUT }).toBe(DISMISS_FAILED);
      expect(await page.locator(DOT).isVisible()).toBe(true);
    } finally {
      harness.sim.setOutage(null);
    }
  });

  it('off, or signed out of the script: no dot', async () => {
    setUnread(2);
    const off = await newPage({ siteUser: DEMO, token: 'demo', settings: { dismissDot: false } });
    await harness.goto(off, '/home');
    await off.waitForSelector(`${DOT} canvas`, { timeout: TIMEOUT });
    expect(await off.locator('.hohDismiss').count()).toBe(0);
    const signedOut = await newPage({ siteUser: DEMO });
    await harness.goto(signedOut, '/home');
    await signedOut.waitForSelector(DOT, { timeout: TIMEOUT });
    expect(await signedOut.locator('.hohDismiss').count()).toBe(0);
  });
});
