// End to end: the media social tab ('socialTab') on the simulator's /anime/{id}/{slug}/social,
// run from the built userscript in Chromium. The seeded anime (sim/world/seedSocialTab.ts) is on
// the lists of Demo's followings in every score format, with notes (AniList's own 2026 notes
// buttons), a rewatch count and dates, and 40 list activities, most with replies and likers.
// Asserts what the user sees against the world, and what reached the API.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { mediaPath } from '../../sim/pages/format.ts';
import { socialTabMediaId } from '../../sim/world/seedSocialTab.ts';
import type { ListActivity, MediaListEntry, User } from '../../sim/world/types.ts';
import { REQUIRES_SIGN_IN } from '../../src/core/messages.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';

const MODULE_ID = 'socialTab';
const DEMO = NOTABLE_USERS.demo;
const TIMEOUT = 60_000;
const STATS = '.hohSocialStats';
const FEED = '.hohSocialFeed';

let harness: Harness;
let mediaId: number;
let socialPath: string;

beforeAll(async () => {
  harness = await startHarness();
  const id = socialTabMediaId(harness.sim.world);
  if (id === null) throw new Error('the social tab seed is missing');
  mediaId = id;
  socialPath = `${mediaPath(harness.sim.world.getMedia(id)!)}social`;
});

afterAll(async () => {
  await harness?.close();
});

const isEntries = (operation: string) => operation.includes('query SocialTabEntries');
const isFeed = (operation: string) => operation.includes('query SocialTabFeed');

/** The rows AniList shows: Demo's visible followings with a visible entry, in follow order. */
function followRows(): { user: User; entry: MediaListEntry }[] {
  const { world } = harness.sim;
  return world.followingOf(world.demoUser.id).flatMap((user) => {
    const entry = world.listEntryFor(user.id, mediaId);
    return entry && !entry.private ? [{ user, entry }] : [];
  });
}

/** The spec's conversion (doc 3 §5), straight from the world's scores. */
function expectedAverage(): number {
  let sum = 0;
  let weights = 0;
  for (const { user, entry } of followRows()) {
    if (!entry.score) continue;
    const format = user.mediaListOptions.scoreFormat;
    const [percent, weight] = format === 'POINT_100' ? [entry.score, 1]
      : format === 'POINT_5' ? [entry.score * 20 - 10, 1]
        : format === 'POINT_3' ? [entry.score === 3 ? 85 : entry.score === 2 ? 60 : 35, 0.5]
          : [entry.score * 10, 1];
    sum += percent * weight;
    weights += weight;
  }
  return Math.round(sum / weights);
}

function mediaActivities(filter: (a: ListActivity) => boolean = () => true): ListActivity[] {
  return harness.sim.world.activities({ mediaId })
    .filter((a): a is ListActivity => a.type === 'ANIME_LIST' || a.type === 'MANGA_LIST')
    .filter(filter)
    .sort((a, b) => b.id - a.id);
}

async function openSocial(page: Page): Promise<void> {
  await harness.goto(page, socialPath);
  await page.waitForSelector(`${STATS} #statusList`, { timeout: TIMEOUT });
}

const feedIds = (page: Page) => page.$$eval(`${FEED} .activity-entry`, (entries) => entries.map((e) => Number(e.getAttribute('data-activity-id'))));

describe("media social tab ('socialTab')", () => {
  it('shows how many followings have the media, their average from every score format and a counter per status', async () => {
    const rows = followRows();
    const formats = new Set(rows.filter((r) => r.entry.score > 0).map((r) => r.user.mediaListOptions.scoreFormat));
    expect(formats.size).toBe(5); // the seed's promise: every format scored
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    harness.clearRequests();
    await openSocial(page);
    // The figures are drawn first and filled once the rows are read (AniList adds them late).
    await expect.poll(() => page.textContent(`${STATS} .hohSocialUsers`), { timeout: TIMEOUT }).toBe(`Users: ${rows.length}`);
    await expect.poll(() => page.textContent(`${STATS} #averageScore`), { timeout: TIMEOUT }).toBe(`Avg: ${expectedAverage()}%`);
    const statusOf = (e: MediaListEntry) => e.status;
    const counts = new Map<string, number>();
    for (const { entry } of rows) counts.set(statusOf(entry), (counts.get(statusOf(entry)) ?? 0) + 1);
    const shown = () => page.$$eval(`${STATS} .hohStatusCount`, (buttons) => buttons.map((b) => [b.getAttribute('data-status'), Number(b.querySelector('.hohStatusNumber')?.textContent)]));
    await expect.poll(async () => new Map(await shown() as [string, number][]), { timeout: TIMEOUT }).toEqual(counts);
    // Progress, dates and rewatches come from one entries query with the rows' user ids.
    await page.waitForSelector('.follow .hohSocialProgress', { state: 'attached', timeout: TIMEOUT });
    const queries = harness.requests().filter((r) => isEntries(r.operation));
    expect(queries).toHaveLength(1);
    expect(queries[0].variables).toMatchObject({ mediaId });
    expect([...(queries[0].variables as { userIds: number[] }).userIds].sort((a, b) => a - b)).toEqual(rows.map((r) => r.user.id).sort((a, b) => a - b));
    const media = harness.sim.world.getMedia(mediaId)!;
    const current = rows.find((r) => r.entry.status === 'CURRENT' && r.entry.progress > 0)!;
    const currentRow = page.locator('.follow', { has: page.locator('.name', { hasText: new RegExp(`^${current.user.name}$`) }) });
    await expect(currentRow.locator('.hohSocialProgress').textContent()).resolves.toBe(`${current.entry.progress}/${media.episodes}`);
    const rewatched = rows.find((r) => r.entry.repeat > 0)!;
    const rewatchedRow = page.locator('.follow', { has: page.locator('.name', { hasText: new RegExp(`^${rewatched.user.name}$`) }) });
    await expect(rewatchedRow.locator('.hohSocialRepeat').textContent()).resolves.toBe(`↻${rewatched.entry.repeat}`);
    const dated = rows.find((r) => r.entry.startedAt.year)!;
    const datedRow = page.locator('.follow', { has: page.locator('.name', { hasText: new RegExp(`^${dated.user.name}$`) }) });
    await expect(datedRow.locator('.status').getAttribute('title')).resolves.toContain(`Started: ${dated.entry.startedAt.year}`);
    await page.close();
  });

  it("at 500 px each status counter reads AniList's status word beside its colour dot and its count", async () => {
    const rows = followRows();
    const media = harness.sim.world.getMedia(mediaId)!;
    expect(media.type).toBe('ANIME'); // so the current status reads "Watching"
    // AniList's words for a follow row's status (host-dom.md §2.8).
    const words: Record<string, string> = { CURRENT: 'Watching', REPEATING: 'Repeating', COMPLETED: 'Completed', PAUSED: 'Paused', DROPPED: 'Dropped', PLANNING: 'Planning' };
    const counts = new Map<string, number>();
    for (const { entry } of rows) counts.set(entry.status, (counts.get(entry.status) ?? 0) + 1);
    expect(counts.size).toBeGreaterThan(3);
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await page.setViewportSize({ width: 500, height: 900 });
    await openSocial(page);
    // The counters are drawn first and filled once the rows are read: wait for every row's status.
    const shown = () => page.$$eval(`${STATS} .hohStatusCount`, (buttons) => buttons.map((b) => [b.getAttribute('data-status'), Number(b.querySelector('.hohStatusNumber')?.textContent)]));
    await expect.poll(async () => new Map(await shown() as [string, number][]), { timeout: TIMEOUT }).toEqual(counts);
    const chips = await page.$$eval(`${STATS} .hohStatusCount`, (buttons) => buttons.map((button) => {
      const box = button.getBoundingClientRect();
      const dot = button.querySelector('.hohStatusDot')!.getBoundingClientRect();
      return {
        status: button.getAttribute('data-status')!,
        text: (button as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        left: box.left, right: box.right, height: box.height,
        dot: { width: dot.width, height: dot.height, left: dot.left, colour: getComputedStyle(button.querySelector('.hohStatusDot')!).backgroundColor },
        word: button.querySelector('.hohStatusWord')?.getBoundingClientRect().left ?? null,
      };
    }));
    expect(chips.map((chip) => chip.status).sort()).toEqual([...counts.keys()].sort());
    for (const chip of chips) {
      // What the member reads: the word, then the count ("Watching 2"), with the dot before them.
      expect(chip.text).toBe(`${words[chip.status]} ${counts.get(chip.status)}`);
      expect(chip.dot.width).toBeGreaterThan(5);
      expect(chip.dot.height).toBeGreaterThan(5);
      expect(chip.dot.colour).not.toBe('rgba(0, 0, 0, 0)');
      expect(chip.word).not.toBeNull();
      expect(chip.dot.left).toBeLessThan(chip.word!);
      // Inside the window and one line high.
      expect(chip.left).toBeGreaterThanOrEqual(0);
      expect(chip.right).toBeLessThanOrEqual(500);
      expect(chip.height).toBeLessThan(40);
    }
    await page.close();
  });

  it('lines up the progress column across the rows, at 500 px and in the side column of a wide window', async () => {
    const rows = followRows();
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await page.setViewportSize({ width: 500, height: 900 });
    await openSocial(page);
    // The progress cells of every row start at the same x, with the same width, right of the name.
    await expect.poll(() => page.locator('.following .follow .hohSocialProgress').count(), { timeout: TIMEOUT }).toBe(rows.length);
    for (const width of [500, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const cells = await page.$$eval('.following .follow', (follows) => follows.map((row) => {
        const progress = row.querySelector('.hohSocialProgress')!;
        const box = progress.getBoundingClientRect();
        const name = row.querySelector('.name')!.getBoundingClientRect();
        return { x: box.x, width: box.width, fits: progress.scrollWidth <= progress.clientWidth, nameRight: name.right, text: progress.textContent };
      }));
      expect(cells.filter((cell) => cell.text).length).toBeGreaterThan(3);
      for (const cell of cells) {
        expect(Math.abs(cell.x - cells[0].x), `${width} px`).toBeLessThan(1);
        expect(Math.abs(cell.width - cells[0].width), `${width} px`).toBeLessThan(1);
        expect(cell.width).toBeGreaterThan(0);
        expect(cell.fits).toBe(true);
        expect(cell.nameRight).toBeLessThanOrEqual(cell.x + 0.5);
      }
    }
    await page.close();
  });

  it('colours the scores and shows only the rows of a status while its counter is pressed', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openSocial(page);
    const rows = followRows();
    // A smiley and a 100-point score both carry a colour class.
    await expect.poll(() => page.locator('.follow .hohSocialScore').count(), { timeout: TIMEOUT }).toBe(rows.filter((r) => r.entry.score > 0).length);
    const completed = rows.filter((r) => r.entry.status === 'COMPLETED').length;
    const button = page.locator(`${STATS} .hohStatusCount[data-status="COMPLETED"]`);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: TIMEOUT }).toBe('true');
    await expect.poll(() => page.locator('.following .follow:visible').count()).toBe(completed);
    // Keyboard: the counter is a button; Enter presses it again and every row is back.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.following .follow:visible').count()).toBe(rows.length);
    await page.close();
  });

  it("works beside AniList's own notes buttons: no second notes mark, the expanded view opens, scores stay on the row's line, hostile notes run nothing", async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openSocial(page);
    await page.waitForSelector('.follow .hohSocialProgress', { state: 'attached', timeout: TIMEOUT });
    const withNotes = followRows().filter((r) => r.entry.notes);
    expect(withNotes.length).toBeGreaterThan(0);
    await expect(page.locator('.follow .notes:not(.hohSocialNotes)').count()).resolves.toBe(withNotes.length);
    await expect(page.locator('.follow .hohSocialNotes').count()).resolves.toBe(0);
    // Every score sits on the same line as its row's name (the 2026 breakage wrapped them).
    const misplaced = await page.$$eval('.follow', (rows) => rows.filter((row) => {
      const name = row.querySelector('.name')?.getBoundingClientRect();
      const score = row.querySelector('.hohSocialScore')?.getBoundingClientRect();
      return name && score && Math.abs(score.top + score.height / 2 - (name.top + name.height / 2)) > name.height;
    }).length);
    expect(misplaced).toBe(0);
    const first = withNotes.find((r) => r.entry.notes!.includes('**finale**'))!;
    const row = page.locator('.follow', { has: page.locator('.name', { hasText: new RegExp(`^${first.user.name}$`) }) });
    // A click (dispatched: AniList's hover tooltip may lie over the button while the pointer rests on it).
    await row.locator('.notes').dispatchEvent('click');
    await expect(page.locator('.sim-notes-dialog .markdown strong').textContent({ timeout: TIMEOUT })).resolves.toBe('finale');
    await page.click('.sim-notes-dialog .el-dialog__headerbtn');
    await expect(page.locator('.sim-notes-dialog').count()).resolves.toBe(0);
    const hostile = withNotes.find((r) => r.entry.notes!.includes('onerror'))!;
    // Keyboard this time: AniList's button is reachable with Tab and opens with Enter.
    await page.locator('.follow', { has: page.locator('.name', { hasText: new RegExp(`^${hostile.user.name}$`) }) }).locator('.notes').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('.sim-notes-dialog', { timeout: TIMEOUT });
    await expect(page.evaluate(() => (window as unknown as { __hohNotesRan?: number }).__hohNotesRan)).resolves.toBeUndefined();
    await page.close();
  });

  it("replaces AniList's feed with the activities that have replies, 25 a page, Load More while pages remain; unchecked, AniList's feed is back", async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openSocial(page);
    await page.waitForSelector(`${FEED} input[type=checkbox]`, { timeout: TIMEOUT });
    harness.clearRequests();
    await page.getByLabel('Has Replies').check();
    const expected = mediaActivities((a) => a.replies.length > 0).map((a) => a.id);
    expect(expected.length).toBeGreaterThan(25);
    await expect.poll(() => feedIds(page), { timeout: TIMEOUT }).toEqual(expected.slice(0, 25));
    await expect.poll(() => page.locator('.social > .activity-feed > .activity-entry').first().isVisible(), { timeout: TIMEOUT }).toBe(false);
    await expect.poll(() => page.locator('.social > .load-more').isVisible(), { timeout: TIMEOUT }).toBe(false);
    const first = harness.requests().filter((r) => isFeed(r.operation));
    expect(first).toHaveLength(1);
    expect(first[0].variables).toEqual({ mediaId, page: 1, perPage: 25, hasReplies: true });
    expect(first[0].token).not.toBeNull();
    await page.click(`${FEED} .hohSocialLoadMore`);
    await expect.poll(() => feedIds(page), { timeout: TIMEOUT }).toEqual(expected);
    await expect(page.locator(`${FEED} .hohSocialLoadMore`).count()).resolves.toBe(0);
    // Replies open under their activity, as AniList's HTML through the sanitiser.
    const withTwo = mediaActivities((a) => a.replies.length >= 2)[0];
    const entry = page.locator(`${FEED} .activity-entry[data-activity-id="${withTwo.id}"]`);
    await entry.locator('.action.replies').click();
    await expect.poll(() => entry.locator('.reply').count(), { timeout: TIMEOUT }).toBe(withTwo.replies.length);
    await page.getByLabel('Has Replies').uncheck();
    // AniList's feed comes back with the next render, not within the click: wait for it.
    await expect.poll(() => page.locator('.social > .activity-feed > .activity-entry').first().isVisible(), { timeout: TIMEOUT }).toBe(true);
    await expect.poll(() => page.locator('.social > .load-more').isVisible(), { timeout: TIMEOUT }).toBe(true);
    await expect(page.locator(`${FEED} .activity-entry`).count()).resolves.toBe(0);
    await page.close();
  });

  it("'Following' asks for the followings' activities only, and both boxes together ask for both", async () => {
    const { world } = harness.sim;
    const followed = new Set([world.demoUser.id, ...world.getUserById(world.demoUser.id)!.following]);
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openSocial(page);
    await page.waitForSelector(`${FEED} input[type=checkbox]`, { timeout: TIMEOUT });
    harness.clearRequests();
    await page.getByLabel('Following').check();
    const following = mediaActivities((a) => followed.has(a.userId)).map((a) => a.id);
    await expect.poll(() => feedIds(page), { timeout: TIMEOUT }).toEqual(following.slice(0, 25));
    await page.getByLabel('Has Replies').check();
    const both = mediaActivities((a) => followed.has(a.userId) && a.replies.length > 0).map((a) => a.id);
    await expect.poll(() => feedIds(page), { timeout: TIMEOUT }).toEqual(both.slice(0, 25));
    const sent = harness.requests().filter((r) => isFeed(r.operation)).map((r) => r.variables);
    expect(sent).toEqual([
      { mediaId, page: 1, perPage: 25, isFollowing: true },
      { mediaId, page: 1, perPage: 25, hasReplies: true, isFollowing: true },
    ]);
    await page.close();
  });

  it("leaves out what the settings page's block list blocks (user and status rules)", async () => {
    const activities = mediaActivities((a) => a.replies.length > 0);
    const blockedUser = harness.sim.world.getUserById(activities[0].userId)!.name;
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await harness.goto(page, '/home');
    await page.evaluate((rules) => localStorage.setItem('blockList', JSON.stringify(rules)), [
      { user: blockedUser, status: false, media: false },
      { user: false, status: 'planning', media: false },
    ]);
    await openSocial(page);
    await page.getByLabel('Has Replies').check();
    const expected = activities.filter((a) => harness.sim.world.getUserById(a.userId)!.name !== blockedUser && !a.status.startsWith('plans')).map((a) => a.id);
    await expect.poll(() => feedIds(page), { timeout: TIMEOUT }).toEqual(expected.filter((id) => activities.slice(0, 25).some((a) => a.id === id)));
    await page.close();
  });

  it('draws a hostile reply inert: nothing runs, nothing is fetched from another host', async () => {
    const hostile = mediaActivities((a) => a.replies.some((r) => r.text.includes('onerror')))[0];
    expect(hostile).toBeDefined();
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    const foreign: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (!host.endsWith('anilist.co')) foreign.push(request.url());
    });
    await openSocial(page);
    await page.getByLabel('Has Replies').check();
    const entry = page.locator(`${FEED} .activity-entry[data-activity-id="${hostile.id}"]`);
    await entry.waitFor({ timeout: TIMEOUT });
    await entry.locator('.action.replies').click();
    await expect.poll(() => entry.locator('.reply').count(), { timeout: TIMEOUT }).toBe(hostile.replies.length);
    await expect(entry.locator('.reply-markdown').evaluateAll((nodes) => nodes.map((n) => n.innerHTML).join(''))).resolves.not.toMatch(/onerror|onload|<script|javascript:|style=/i);
    await expect(page.evaluate(() => (window as unknown as { __hohReplyRan?: number }).__hohReplyRan)).resolves.toBeUndefined();
    expect(foreign).toEqual([]);
    await page.close();
  });

  it('leaves nothing behind when the visit ends', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openSocial(page);
    await page.getByLabel('Has Replies').check();
    await page.waitForSelector(`${FEED} .activity-entry`, { timeout: TIMEOUT });
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/home'));
    await page.waitForSelector('.page-content[data-sim-path="/home"]', { timeout: TIMEOUT, state: 'attached' });
    await expect.poll(() => page.evaluate(() => window.automailDebug?.listActive().modules ?? []), { timeout: TIMEOUT }).not.toContain(MODULE_ID);
    // They were there (the feed's entries were waited for): now gone.
    await expect.poll(() => page.locator(`${STATS}, ${FEED}, .hohReplaceFeed, .hohSocialProgress, .hohSocialTable`).count(), { timeout: TIMEOUT }).toBe(0);
    await page.close();
  });
});

describe("media social tab ('socialTab') failure paths", () => {
  it("signed out of the script: the figures still show; the feed filters say the script's sign-in is needed and ask nothing", async () => {
    const page = await harness.newPage({ siteUser: DEMO });
    harness.clearRequests();
    await openSocial(page);
    await expect(page.textContent(`${FEED} .hohSocialSignIn`, { timeout: TIMEOUT })).resolves.toBe(REQUIRES_SIGN_IN);
    await expect(page.locator(`${FEED} input[type=checkbox]:disabled`).count()).resolves.toBe(2);
    await expect.poll(() => page.textContent(`${STATS} .hohSocialUsers`), { timeout: TIMEOUT }).toBe(`Users: ${followRows().length}`);
    await page.waitForSelector('.follow .hohSocialProgress', { state: 'attached', timeout: TIMEOUT });
    const entries = harness.requests().filter((r) => isEntries(r.operation));
    expect(entries.length).toBe(1);
    expect(entries[0].token).toBeNull();
    expect(harness.requests().filter((r) => isFeed(r.operation))).toHaveLength(0);
    await page.close();
  });

  it('an API error: the figures from the page stay, no progress is made up; the feed says it failed', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    const refusedEntries = await refuseOperation(page, 'query SocialTabEntries', { status: 500 });
    await openSocial(page);
    await expect.poll(() => refusedEntries(), { timeout: TIMEOUT }).toBeGreaterThan(0);
    await expect.poll(() => page.textContent(`${STATS} #averageScore`), { timeout: TIMEOUT }).toBe(`Avg: ${expectedAverage()}%`);
    await expect(page.locator('.follow .hohSocialProgress').count()).resolves.toBe(0);
    await refuseOperation(page, 'query SocialTabFeed', { status: 500 });
    await page.getByLabel('Has Replies').check();
    await expect(page.textContent(`${FEED} .hohSocialFeedError`, { timeout: TIMEOUT })).resolves.toBe('Failed to load activity');
    await expect(page.locator(`${FEED} .activity-entry`).count()).resolves.toBe(0);
    await page.close();
  });

  it('a 429: the entries query waits out Retry-After and the progress arrives', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    const refused = await refuseOperation(page, 'query SocialTabEntries', { status: 429, times: 1, retryAfter: 1 });
    harness.clearRequests();
    await openSocial(page);
    await page.waitForSelector('.follow .hohSocialProgress', { state: 'attached', timeout: TIMEOUT });
    expect(refused()).toBe(1);
    expect(harness.requests().filter((r) => isEntries(r.operation) && r.status === 200)).toHaveLength(1);
    await page.close();
  });
});
