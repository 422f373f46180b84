// End to end: the activity timeline ('activityTimeline') on the simulator's media social tab and
// its arrows on /activity/{id}, run from the built userscript in Chromium. Demo's timeline comes
// from sim/world/seedSocialTab.ts (a plan and three progress activities on an anime Demo
// watches). Asserts what the user sees against the world, and what reached the API.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { mediaPath } from '../../sim/pages/format.ts';
import { socialTabMediaId, timelineMediaId } from '../../sim/world/seedSocialTab.ts';
import type { Activity, ListActivity } from '../../sim/world/types.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { useHarness } from '../helpers/useHarness.ts';

const MODULE_ID = 'activityTimeline';
const DEMO = NOTABLE_USERS.demo;
const TIMEOUT = 60_000;
const TIMELINE = '#activityTimeline';
// The social tab's own additions are not under test here.
const SETTINGS = { socialTab: false };

const harness = useHarness();

const isTimeline = (operation: string) => operation.includes('query MediaTimeline');
const isNeighbours = (operation: string) => operation.includes('query ActivityNeighbours');

function socialPathOf(mediaId: number): string {
  return `${mediaPath(harness.sim.world.getMedia(mediaId)!)}social`;
}

/** A user's list activities on a media, oldest first, as the timeline lists them. */
function timelineOf(userName: string, mediaId: number): string[] {
  const user = harness.sim.world.getUserByName(userName)!;
  return harness.sim.world.activities({ userId: user.id, mediaId })
    .filter((a): a is ListActivity => a.type === 'ANIME_LIST' || a.type === 'MANGA_LIST')
    .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)
    .map((a) => `${a.status}${a.progress ? ` ${a.progress}` : ''}`);
}

const shownTimeline = (page: Page) => page.$$eval(`${TIMELINE} li a`, (links) => links.map((a) => a.textContent));

async function openTimeline(page: Page, mediaId: number): Promise<void> {
  await harness.goto(page, socialPathOf(mediaId));
  await page.waitForSelector(`${TIMELINE} .hohTimelineList li, ${TIMELINE} .hohTimelineNote:not([role=status])`, { timeout: TIMEOUT });
}

/** The profile feed of a user as the API's `userId` reads it (messages sit on the recipient's). */
function profileFeed(userId: number): Activity[] {
  const demo = harness.sim.world.demoUser.id;
  return harness.sim.world.activities()
    .filter((a) => (a.type === 'MESSAGE' ? a.recipientId : a.userId) === userId)
    .filter((a) => a.type !== 'MESSAGE' || !a.isPrivate || a.messengerId === demo || a.recipientId === demo)
    .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
}

describe("activity timeline ('activityTimeline')", () => {
  it("shows the viewer's own activities on the media, oldest first, linked to their pages; cached for 120 s", async () => {
    const mediaId = timelineMediaId(harness.sim.world)!;
    const expected = timelineOf(DEMO, mediaId);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: SETTINGS });
    harness.clearRequests();
    await openTimeline(page, mediaId);
    await expect(shownTimeline(page)).resolves.toEqual(expected);
    const first = await page.getAttribute(`${TIMELINE} li a`, 'href');
    expect(first).toMatch(/^\/activity\/\d+$/);
    const sent = harness.requests().filter((r) => isTimeline(r.operation));
    expect(sent).toHaveLength(1);
    expect(sent[0].variables).toEqual({ userId: harness.sim.world.demoUser.id, mediaId });
    // Within 120 s a reload reads the cache.
    harness.clearRequests();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector(`${TIMELINE} .hohTimelineList li`, { timeout: TIMEOUT });
    expect(harness.requests().filter((r) => isTimeline(r.operation))).toHaveLength(0);
    await page.close();
  });

  it("shows another member's timeline by name, with the tab's followed users as suggestions; an unknown name says so", async () => {
    const mediaId = socialTabMediaId(harness.sim.world)!;
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: SETTINGS });
    await openTimeline(page, mediaId);
    const input = page.locator(`${TIMELINE} input`);
    await input.focus();
    const followed = harness.sim.world.followingOf(harness.sim.world.demoUser.id).filter((u) => {
      const entry = harness.sim.world.listEntryFor(u.id, mediaId);
      return entry && !entry.private;
    }).map((u) => u.name);
    // The suggestions are drawn with the render the focus asks for: wait for them.
    const suggestions = () => page.$$eval(`${TIMELINE} datalist option`, (options) => options.map((o) => o.getAttribute('value')));
    await expect.poll(async () => (await suggestions()).sort(), { timeout: TIMEOUT }).toEqual(followed.sort());
    const other = followed.find((name) => timelineOf(name, mediaId).length > 0)!;
    await input.fill(other);
    await input.press('Enter');
    await expect.poll(() => shownTimeline(page), { timeout: TIMEOUT }).toEqual(timelineOf(other, mediaId));
    await input.fill('NobodyByThisName');
    await page.click(`${TIMELINE} button[type=submit]`);
    await expect(page.textContent(`${TIMELINE} .hohTimelineError`, { timeout: TIMEOUT })).resolves.toBe('NobodyByThisName does not exist or has a private profile');
    await page.close();
  });

  it("puts previous, profile and next arrows on an activity page; they lead to the author's neighbouring activities", async () => {
    const aoi = harness.sim.world.getUserByName('Aoi')!;
    const feed = profileFeed(aoi.id);
    const middle = feed.findIndex((a, i) => i > 0 && i < feed.length - 1 && a.type !== 'MESSAGE');
    expect(middle).toBeGreaterThan(0);
    const activity = feed[middle];
    const page = await harness.newPage({ siteUser: DEMO, settings: SETTINGS });
    harness.clearRequests();
    await harness.goto(page, `/activity/${activity.id}`);
    await page.waitForSelector('.activity-entry .hohPostLinks', { timeout: TIMEOUT });
    await expect(page.getAttribute('.hohPostLink[rel=prev]', 'href')).resolves.toBe(`/activity/${feed[middle - 1].id}`);
    await expect(page.getAttribute('.hohPostLink[rel=next]', 'href')).resolves.toBe(`/activity/${feed[middle + 1].id}`);
    await expect(page.getAttribute('.hohPostLink:not([rel])', 'href')).resolves.toBe('/user/Aoi/');
    // Signed out of the script: the arrows need no token, and none is sent.
    expect(harness.requests().filter((r) => isNeighbours(r.operation)).every((r) => r.token === null)).toBe(true);
    await page.click('.hohPostLink[rel=next]');
    await page.waitForURL(`https://anilist.co/activity/${feed[middle + 1].id}`, { timeout: TIMEOUT });
    await expect.poll(() => page.getAttribute('.hohPostLink[rel=prev]', 'href').catch(() => null), { timeout: TIMEOUT }).toBe(`/activity/${activity.id}`);
    // Previous, by keyboard (focus and Enter): back to the activity we came from, its own text shown.
    await page.focus('.hohPostLink[rel=prev]');
    await page.keyboard.press('Enter');
    await page.waitForURL(`https://anilist.co/activity/${activity.id}`, { timeout: TIMEOUT });
    await expect.poll(() => page.getAttribute('.hohPostLink[rel=next]', 'href').catch(() => null), { timeout: TIMEOUT }).toBe(`/activity/${feed[middle + 1].id}`);
    await expect.poll(() => page.evaluate(() => (document.querySelector('.activity-entry') as unknown as { __vue__?: { $props: { id: number } } } | null)?.__vue__?.$props.id ?? null), { timeout: TIMEOUT }).toBe(activity.id);
    // The profile arrow opens the author's profile; the arrows leave with the activity page.
    await page.click('.hohPostLink:not([rel])');
    await page.waitForURL('https://anilist.co/user/Aoi/', { timeout: TIMEOUT });
    await page.waitForSelector('.user .banner-content h1.name', { timeout: TIMEOUT });
    await expect(page.textContent('.user .banner-content h1.name')).resolves.toBe('Aoi');
    await expect.poll(() => page.locator('.hohPostLinks').count(), { timeout: TIMEOUT }).toBe(0);
    await page.close();
  });

  it('leaves nothing behind when the visit ends', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: SETTINGS });
    await openTimeline(page, timelineMediaId(harness.sim.world)!);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/home'));
    await page.waitForSelector('.page-content[data-sim-path="/home"]', { timeout: TIMEOUT, state: 'attached' });
    await expect.poll(() => page.evaluate(() => window.automailDebug?.listActive().modules ?? []), { timeout: TIMEOUT }).not.toContain(MODULE_ID);
    await expect(page.locator(`${TIMELINE}, .hohPostLinks`).count()).resolves.toBe(0);
    await page.close();
  });
});

describe("activity timeline ('activityTimeline') failure paths", () => {
  it('signed out of the script: the timeline still loads, without a token', async () => {
    const mediaId = timelineMediaId(harness.sim.world)!;
    const page = await harness.newPage({ siteUser: DEMO, settings: SETTINGS });
    harness.clearRequests();
    await openTimeline(page, mediaId);
    await expect(shownTimeline(page)).resolves.toEqual(timelineOf(DEMO, mediaId));
    expect(harness.requests().filter((r) => isTimeline(r.operation)).map((r) => r.token)).toEqual([null]);
    await page.close();
  });

  it("an API error: the timeline says 'Failed to load activity'; the arrows stay away", async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: SETTINGS });
    const refused = await refuseOperation(page, 'query MediaTimeline', { status: 500 });
    await openTimeline(page, socialTabMediaId(harness.sim.world)!);
    await expect(page.textContent(`${TIMELINE} .hohTimelineError`)).resolves.toBe('Failed to load activity');
    expect(refused()).toBeGreaterThan(0);
    const refusedAuthor = await refuseOperation(page, 'query ActivityAuthor', { status: 500 });
    const activity = harness.sim.world.activities({ userId: harness.sim.world.demoUser.id })[1];
    await harness.goto(page, `/activity/${activity.id}`);
    await expect.poll(() => refusedAuthor(), { timeout: TIMEOUT }).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator('.hohPostLinks').count()).resolves.toBe(0);
    await page.close();
  });

  it('a 429: the neighbours query waits out Retry-After and the arrows arrive', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: SETTINGS });
    const refused = await refuseOperation(page, 'query ActivityNeighbours', { status: 429, times: 1, retryAfter: 1 });
    harness.clearRequests();
    const activity = harness.sim.world.activities({ userId: harness.sim.world.demoUser.id })[1];
    await harness.goto(page, `/activity/${activity.id}`);
    await page.waitForSelector('.hohPostLinks .hohPostLink', { timeout: TIMEOUT });
    expect(refused()).toBe(1);
    expect(harness.requests().filter((r) => isNeighbours(r.operation) && r.status === 200)).toHaveLength(1);
    await page.close();
  });
});
