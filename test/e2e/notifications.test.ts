// End to end: the grouped notifications list ('notifications') on the simulator's /notifications,
// from the built userscript in Chromium; 'hideLikes' and 'settingsTip' on the same page. Asserts
// what the user sees against the world (types, colours, grouping, icons, unread marks), what
// reached the API, and the failure paths (signed out of the script, API error, 429, the rate limit).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT, NOTABLE_USERS } from '../../sim/index.ts';
import type { Notification, User } from '../../sim/world/types.ts';
import { refuseOnce } from '../helpers/pageActions.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { defaultNotificationColourByType } from '../../src/core/settings/notificationColours.ts';
import { notificationTypes } from '../../src/core/settings/types.ts';
import { strings } from '../../src/modules/notifications/list/strings.ts';
import { TIP_LINK_TEXT, TIP_TEXT } from '../../src/modules/settingsTip/index.ts';
import { HOARDER_NOTIFICATIONS } from '../../sim/world/seedNotifications.ts';

const MODULE_ID = 'notifications';
const DEMO = NOTABLE_USERS.demo;
const HOARDER = NOTABLE_USERS.hoarder;
const TIMEOUT = 60_000;
const LIKE_TYPES = ['ACTIVITY_LIKE', 'ACTIVITY_REPLY_LIKE', 'THREAD_LIKE', 'THREAD_COMMENT_LIKE'];

const harness = useHarness();

function user(name: string): User {
  const found = harness.sim.world.getUserByName(name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

function notificationsOf(name: string): Notification[] {
  return harness.sim.world.notificationsFor(user(name).id);
}

/** Sets which of a user's notifications are unread (the world's objects are live). */
function setUnread(name: string, unread: (n: Notification, index: number) => boolean): number {
  let count = 0;
  notificationsOf(name).forEach((n, index) => {
    n.read = !unread(n, index);
    if (!n.read) count += 1;
  });
  return count;
}

interface Row {
  type: string;
  count: number;
  unread: number;
  colour: string;
  text: string;
  icons: number[];
  hasToggle: boolean;
}

const rows = (page: Page): Promise<Row[]> =>
  page.$$eval('#hohNotifications li.hohNotification', (items) =>
    items.map((li) => ({
      type: li.getAttribute('data-type') ?? '',
      count: Number(li.getAttribute('data-count')),
      unread: Number(li.getAttribute('data-unread')),
      colour: getComputedStyle(li).getPropertyValue('--hoh-type-colour').trim(),
      text: li.querySelector('.hohText')?.textContent ?? '',
      icons: [...li.querySelectorAll('.hohIcons img')].map((img) => Math.round(img.getBoundingClientRect().width)),
      hasToggle: li.querySelector('.hohCommentsToggle') !== null,
    })),
  );

async function openList(page: Page, path = '/notifications'): Promise<void> {
  await harness.goto(page, path);
  await page.waitForSelector('#hohNotifications li.hohNotification', { timeout: TIMEOUT });
}

const operations = (name: string) => harness.requests().filter((request) => request.operation.includes(name));

describe(`grouped notifications ('${MODULE_ID}')`, () => {
  it('shows every type with its colour, the likes on one activity folded, the newest unread marked', async () => {
    const unread = setUnread(DEMO, (_n, index) => index < 17);
    const world = notificationsOf(DEMO);
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openList(page);
    await expect.poll(async () => (await rows(page)).reduce((sum, row) => sum + row.count, 0), { timeout: TIMEOUT }).toBe(world.length);
    const seen = await rows(page);

    // Every coloured type (the spec's twelve and the five newer ones) is there, each in its colour.
    for (const type of notificationTypes) {
      const ofType = seen.filter((row) => row.type === type);
      expect(ofType.length, type).toBeGreaterThan(0);
      for (const row of ofType) expect(row.colour.replace(/\s+/g, ''), type).toBe(defaultNotificationColourByType[type]);
    }
    // The world's three activity likes on one activity are hours apart with other notifications
    // between them: only neighbours fold, so each is a line of its own (folding of neighbours:
    // notifications-wording.test.ts).
    const likes = world.filter((n) => n.type === 'ACTIVITY_LIKE');
    expect(new Set(likes.map((n) => n.activityId)).size).toBe(1);
    const likeRows = seen.filter((row) => row.type === 'ACTIVITY_LIKE');
    expect(likeRows.map((row) => row.count)).toEqual(likes.map(() => 1));
    likeRows.forEach((row, index) => {
      expect(row.text).toContain(harness.sim.world.getUserById(likes[index].userRef!)!.name);
      expect(row.icons).toEqual([40]);
      expect(row.text).toContain('liked your activity.');
    });
    // Replies are not folded: one line each.
    expect(seen.filter((row) => row.type === 'ACTIVITY_REPLY').length).toBe(world.filter((n) => n.type === 'ACTIVITY_REPLY').length);
    // Unread: the newest 17, as many as AniList counted before the page opened.
    expect(seen.reduce((sum, row) => sum + row.unread, 0)).toBe(unread);
    const unreadRows = await page.$$eval('#hohNotifications li.hohUnread', (items) => items.length);
    expect(unreadRows).toBe(seen.filter((row) => row.unread > 0).length);
    // The airing line names the episode and the media.
    const airing = world.find((n) => n.type === 'AIRING')!;
    const media = harness.sim.world.getMedia(airing.mediaId!)!;
    expect(seen.find((row) => row.type === 'AIRING')!.text).toContain(`Episode ${airing.episode} of ${media.title.romaji} aired.`);
    // AniList's own items are hidden behind the grouped list; asked without marking read.
    expect(await page.$$eval('.notifications > .notification', (items) => items.filter((item) => (item as HTMLElement).offsetParent !== null).length)).toBe(0);
    const listRequest = operations('NotificationsPage')[0];
    expect(listRequest.variables).toMatchObject({ page: 1, perPage: 50, reset: false });
    expect(listRequest.token).toBe(user(DEMO).token);
  });

  it('reads a notification on click: the badge drops, and at zero AniList\'s "Mark all as read" reaches the API', async () => {
    const unread = setUnread(DEMO, (n, index) => index < 6 && n.type !== 'ACTIVITY_LIKE');
    expect(unread).toBeGreaterThan(1);
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openList(page);
    await expect.poll(() => page.getAttribute('#nav .user .notification-dot', 'aria-label'), { timeout: TIMEOUT }).toBe(`${unread} unread notifications`);
    harness.clearRequests();
    // Clicking the row's body (not a link) reads it.
    const first = page.locator('#hohNotifications li.hohUnread').first();
    const firstUnread = Number(await first.getAttribute('data-unread'));
    await first.locator('.hohContext').click();
    await expect.poll(() => page.getAttribute('#nav .user .notification-dot', 'aria-label'), { timeout: TIMEOUT }).toBe(`${unread - firstUnread} unread notifications`);
    expect(operations('ResetNotificationCount')).toEqual([]);
    while ((await page.locator('#hohNotifications li.hohUnread').count()) > 0) {
      await page.locator('#hohNotifications li.hohUnread .hohContext').first().click();
    }
    await expect.poll(() => operations('resetNotificationCount: true').length, { timeout: TIMEOUT }).toBe(1);
    expect(operations('resetNotificationCount: true')[0].token).toBe(user(DEMO).token);
    expect(harness.sim.world.unreadNotificationCount(user(DEMO).id)).toBe(0);
    // The badge is gone.
    await expect.poll(() => page.locator('#nav .user .notification-dot:visible').count(), { timeout: TIMEOUT }).toBe(0);
  });

  it('toggles to AniList\'s own list and back; every visit starts grouped', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openList(page);
    const toggle = page.locator('.notifications-feed .filters button.hohModeToggle');
    await expect.poll(() => toggle.textContent(), { timeout: TIMEOUT }).toBe(strings.showNative);
    await toggle.click();
    await expect.poll(() => page.locator('.notifications > .notification:visible').count(), { timeout: TIMEOUT }).toBeGreaterThan(0);
    expect(await page.locator('#hohNotifications').isVisible()).toBe(false);
    expect(await toggle.textContent()).toBe(strings.showGrouped);
    // AniList's own list grows as the user scrolls to its end; the mode stays, every item shows.
    const firstPage = await page.locator('.notifications > .notification').count();
    await page.evaluate(() => document.querySelector('.notifications-feed .scroller')!.scrollIntoView());
    await expect.poll(() => page.locator('.notifications > .notification').count(), { timeout: TIMEOUT }).toBeGreaterThan(firstPage);
    const grown = await page.locator('.notifications > .notification').count();
    await expect.poll(() => page.locator('.notifications > .notification:visible').count(), { timeout: TIMEOUT }).toBe(grown);
    expect(await page.locator('#hohNotifications').isVisible()).toBe(false);
    expect(await toggle.textContent()).toBe(strings.showGrouped);
    // Keyboard: the toggle is a button.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#hohNotifications').isVisible(), { timeout: TIMEOUT }).toBe(true);
    expect(await page.locator('.notifications > .notification:visible').count()).toBe(0);
    await toggle.click();
    // Leaving resets the mode; nothing of ours stays behind.
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/home'));
    await page.waitForSelector('.page-content[data-sim-path="/home"]', { timeout: TIMEOUT });
    expect(await page.locator('#hohNotifications, .hohModeToggle, .hohGroupedMode').count()).toBe(0);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/notifications'));
    await page.waitForSelector('#hohNotifications li.hohNotification', { timeout: TIMEOUT });
    expect(await page.locator('.notifications > .notification:visible').count()).toBe(0);
    expect(await page.locator('button.hohModeToggle').textContent()).toBe(strings.showNative);
  });

  it('opens the comments panel (+/-) with the activity and its replies, sanitised, fetched once and cached', async () => {
    const likes = notificationsOf(DEMO).filter((n) => n.type === 'ACTIVITY_LIKE');
    const activity = harness.sim.world.getActivity(likes[0].activityId!)!;
    // Hostile text and 60 replies: the panel shows the last 30.
    if (activity.type === 'TEXT') activity.text = 'Hello <img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>';
    const replier = user('Aoi');
    while (activity.replies.length < 60) {
      const n = activity.replies.length;
      activity.replies.push({ id: 990_000 + n, activityId: activity.id, userId: replier.id, text: `reply number ${n}`, likes: [], createdAt: activity.createdAt + n });
    }
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openList(page);
    harness.clearRequests();
    const row = page.locator('#hohNotifications li.hohNotification[data-type="ACTIVITY_LIKE"]').first();
    const button = row.locator('.hohCommentsToggle');
    expect(await button.textContent()).toBe('+');
    await button.click();
    // The row opens with the list's next render.
    await expect.poll(() => button.textContent(), { timeout: TIMEOUT }).toBe('-');
    await expect.poll(() => button.getAttribute('aria-expanded'), { timeout: TIMEOUT }).toBe('true');
    await row.locator('.hohReply').first().waitFor({ timeout: TIMEOUT });
    const replies = await row.locator('.hohReplyText').allTextContents();
    expect(replies).toEqual(activity.replies.slice(-30).map((reply) => reply.text));
    expect(await row.locator('.hohComments').textContent()).toContain(strings.earlierReplies(30));
    if (activity.type === 'TEXT') {
      expect(await row.locator('.hohActivityText').textContent()).toContain('Hello');
      expect(await row.locator('.hohComments script, .hohComments [onerror]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    }
    const fetches = operations('ActivitiesByIds');
    expect(fetches).toHaveLength(1);
    const ids = fetches[0].variables?.ids as number[];
    expect(ids).toContain(activity.id);
    expect(ids.length).toBeLessThanOrEqual(25);
    // Closing and opening again, or another panel, asks nothing more (cached 24 h).
    await button.click();
    // The panel was open (its replies were waited for): now closed.
    await expect.poll(() => row.locator('.hohComments').count(), { timeout: TIMEOUT }).toBe(0);
    await button.click();
    await row.locator('.hohReply').first().waitFor({ timeout: TIMEOUT });
    const replyRow = page.locator('#hohNotifications li.hohNotification[data-type="ACTIVITY_REPLY"]').filter({ has: page.locator('.hohCommentsToggle') }).first();
    await replyRow.locator('.hohCommentsToggle').click();
    // Its replies are drawn (from the cache, or after a fetch that would be counted) before the fetches are counted.
    await replyRow.locator('.hohReply').first().waitFor({ timeout: TIMEOUT });
    expect(operations('ActivitiesByIds')).toHaveLength(1);
    // Only the first 25 groups carry a panel.
    const toggles = await page.$$eval('#hohNotifications li.hohNotification', (items) => items.map((li) => li.querySelector('.hohCommentsToggle') !== null));
    expect(toggles.slice(25).some(Boolean)).toBe(false);
  });

  it("lists Hoarder's 500 with half-size icons from the 8th user, loading 50 at a time", async () => {
    const page = await harness.newPage({ siteUser: HOARDER, token: user(HOARDER).token! });
    await openList(page);
    await expect.poll(async () => (await rows(page)).reduce((sum, row) => sum + row.count, 0), { timeout: 60_000 }).toBe(HOARDER_NOTIFICATIONS);
    const pages = operations('NotificationsPage').filter((request) => request.token === user(HOARDER).token);
    expect(pages.map((request) => request.variables?.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Only neighbouring follows fold into one row: Hoarder's seeded run of 12 is the largest.
    const follows = (await rows(page)).filter((row) => row.type === 'FOLLOWING').sort((a, b) => b.icons.length - a.icons.length)[0];
    expect(follows.icons.length).toBeGreaterThanOrEqual(8);
    expect(follows.icons.slice(0, 7)).toEqual([40, 40, 40, 40, 40, 40, 40]);
    expect(new Set(follows.icons.slice(7))).toEqual(new Set([20]));
  });

  it('signed out of the script: the spec\'s message, AniList\'s list stays, nothing is asked', async () => {
    harness.clearRequests();
    const page = await harness.newPage({ siteUser: DEMO });
    await harness.goto(page, '/notifications');
    await page.waitForSelector('#hohNotifications .hohError', { timeout: TIMEOUT });
    expect(await page.textContent('#hohNotifications .hohError')).toBe(
      'Error: Not signed in with the script. Reading notifications requires AUTH permissions. You can sign in with the script from the settings page.',
    );
    expect(await page.locator('.notifications > .notification:visible').count()).toBeGreaterThan(0);
    expect(operations('Notification')).toEqual([]);
    expect(await page.locator('canvas.hohNotificationCake').count()).toBe(0);
  });

  it('an API error says so and shows AniList\'s own list', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      await harness.goto(page, '/notifications');
      await page.waitForSelector('#hohNotifications .hohError', { timeout: TIMEOUT });
      expect(await page.textContent('#hohNotifications .hohError')).toBe(strings.failed);
      expect(await page.locator('.notifications > .notification:visible').count()).toBeGreaterThan(0);
      expect(operations('NotificationsPage').some((request) => request.status === 500)).toBe(true);
    } finally {
      harness.sim.setOutage(null);
    }
  });
});

describe(`grouped notifications ('${MODULE_ID}') and the rate limit`, () => {
  // A 3 s window, so the refusal's Retry-After is 3 s; started with the describe, not inside a
  // test (a simulator's start is seconds of a busy machine's time).
  const limited = useHarness({ world: () => harness.sim.world, rateLimit: 2, rateWindowMs: 3_000 });

  it('waits out a 429 and shows the list', async () => {
    const page = await limited.newPage({ siteUser: DEMO, token: 'demo' });
    limited.clearRequests();
    // Refused until the list's first request has met its 429 (someone else used up the window),
    // then the window's budget is back: whatever the machine's pace, the first ask is refused.
    const refused = refuseOnce(limited, 'NotificationsPage');
    await limited.goto(page, '/notifications');
    await refused;
    await page.waitForSelector('#hohNotifications li.hohNotification', { timeout: 60_000 });
    const first = limited.requests().filter((request) => request.operation.includes('NotificationsPage'));
    expect(first[0].status).toBe(429);
    expect(first.some((request) => request.status === 200)).toBe(true);
  });

  it('stops asking within 5 of the limit', async () => {
    // The file's simulator with a budget of 10 in AniList's 60 s window, all of it unspent.
    const page = await harness.newPage({ siteUser: HOARDER, token: user(HOARDER).token! });
    harness.sim.setRateLimit(10);
    harness.sim.resetRateLimit();
    harness.clearRequests();
    try {
      await harness.goto(page, '/notifications');
      await page.waitForSelector('#hohNotifications li.hohNotification', { timeout: TIMEOUT });
      await page.waitForSelector(`#hohNotifications >> text=${strings.nearLimit}`, { timeout: TIMEOUT });
      const sent = harness.requests();
      // 10 allowed: the list stops once 5 are left (after 5 pages), and never meets a 429.
      expect(sent.filter((request) => request.operation.includes('NotificationsPage'))).toHaveLength(5);
      expect(sent.every((request) => request.status === 200)).toBe(true);
      // The comment panels ask nothing either, and say why.
      await page.locator('#hohNotifications .hohCommentsToggle').first().click();
      await page.waitForSelector(`#hohNotifications .hohComments >> text=${strings.nearLimit}`, { timeout: TIMEOUT });
      expect(harness.requests()).toHaveLength(sent.length);
    } finally {
      harness.sim.setRateLimit(DEFAULT_RATE_LIMIT);
      harness.sim.resetRateLimit();
      await page.context().close();
    }
  });
});

describe("like notifications left out ('hideLikes')", () => {
  it('in the grouped list, and in AniList\'s own list', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: { hideLikes: true } });
    await openList(page);
    // The list draws as its pages arrive: wait for the replies among them before looking for likes.
    await expect.poll(async () => (await rows(page)).some((row) => row.type === 'ACTIVITY_REPLY'), { timeout: TIMEOUT }).toBe(true);
    const seen = await rows(page);
    expect(seen.filter((row) => LIKE_TYPES.includes(row.type))).toEqual([]);
    await page.click('button.hohModeToggle');
    await expect.poll(() => page.locator('.notifications > .notification:visible').count(), { timeout: TIMEOUT }).toBeGreaterThan(0);
    // AniList's list shows its first page (25); the likes among them are the hidden ones.
    const all = await page.locator('.notifications > .notification').count();
    const likes = notificationsOf(DEMO).slice(0, all).filter((n) => LIKE_TYPES.includes(n.type)).length;
    // 'hideLikes' hides them as it goes over the list: wait for it to have done so.
    await expect.poll(() => page.locator('.notifications > .notification:visible').count(), { timeout: TIMEOUT }).toBe(all - likes);
    const nativeTexts = await page.$$eval('.notifications > .notification', (items) =>
      items.filter((item) => (item as HTMLElement).offsetParent !== null).map((item) => item.textContent ?? ''));
    expect(nativeTexts.some((text) => text.includes(' liked your'))).toBe(false);
    expect(nativeTexts).toHaveLength(all - likes);
    // Scrolled to the end, AniList's list grows by its next page; the likes on it stay hidden too.
    await page.evaluate(() => document.querySelector('.notifications-feed .scroller')!.scrollIntoView());
    await expect.poll(() => page.locator('.notifications > .notification').count(), { timeout: TIMEOUT }).toBeGreaterThan(all);
    const grown = await page.locator('.notifications > .notification').count();
    const grownLikes = notificationsOf(DEMO).slice(0, grown).filter((n) => LIKE_TYPES.includes(n.type)).length;
    expect(grownLikes).toBeGreaterThan(likes);
    await expect.poll(() => page.locator('.notifications > .notification:visible').count(), { timeout: TIMEOUT }).toBe(grown - grownLikes);
  });

  it('off: the likes are listed', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: { hideLikes: false } });
    await openList(page);
    expect((await rows(page)).some((row) => LIKE_TYPES.includes(row.type))).toBe(true);
  });
});

describe("where the settings are ('settingsTip')", () => {
  it('says so in the filter column, with a link to Settings > Apps', async () => {
    const page = await harness.newPage({ siteUser: DEMO, settings: { settingsTip: true } });
    await harness.goto(page, '/notifications');
    const tip = page.locator('.notifications-feed .filters .hohSettingsTip');
    await tip.waitFor({ timeout: TIMEOUT });
    expect(await tip.textContent()).toBe(`${TIP_TEXT}${TIP_LINK_TEXT}.`);
    expect(await tip.locator('a').getAttribute('href')).toBe('/settings/apps');
  });

  it('off: no tip', async () => {
    const page = await harness.newPage({ siteUser: DEMO, settings: { settingsTip: false } });
    await harness.goto(page, '/notifications');
    await page.waitForSelector('.notifications-feed .reset-btn', { timeout: TIMEOUT });
    expect(await page.locator('.hohSettingsTip').count()).toBe(0);
  });
});
