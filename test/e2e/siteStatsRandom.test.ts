// End to end: the site-stats page's random picks and 'Current Activity' block ('siteStatsRandom',
// always on; spec doc 3 §2, §7 "Random picks", §9; host-dom.md §2.22) from the built userscript
// in Chromium on the simulator: what the reader sees, what reached the API (a page within the
// total at 50 a page), an API error, a 429, and leaving the page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_RATE, randomPickQuery, type ActivityRateResult, type RandomPickResult } from '../../src/api/queries/randomPicks';
import { activitiesPerHour } from '../../src/lib/randomPicks';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { useHarness } from '../helpers/useHarness.ts';

const MODULE_ID = 'siteStatsRandom';
const QUIET = { moreStats: false };

const harness = useHarness();

/** Asks the simulator directly, as a test's own view of the world. */
async function simQuery<T>(query: string, variables: object): Promise<T> {
  const response = await fetch(`${harness.sim.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Referer: 'https://anilist.co/' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** A page whose Math.random always answers `draw` (the pick's random source). */
async function openSiteStats(draw?: number): Promise<Page> {
  const page = await harness.newPage({ settings: QUIET });
  if (draw !== undefined) await page.addInitScript((value) => { Math.random = () => value; }, draw);
  await harness.goto(page, '/site-stats');
  await page.waitForSelector('button.hohRandomPick[data-kind="anime"]', { timeout: 60_000 });
  return page;
}

const pickRequests = (marker: string) => harness.requests().filter((r) => r.operation.includes(marker));

describe(`random picks on Site Stats ('${MODULE_ID}')`, () => {
  it('turns the six headings into random-pick buttons, keyboard reachable, with their words kept', async () => {
    const page = await openSiteStats();
    const buttons = await page.$$eval('section > .heading > h3 > button.hohRandomPick', (all) =>
      all.map((b) => ({ kind: (b as HTMLElement).dataset.kind, text: b.textContent, title: (b as HTMLElement).title })));
    expect(buttons).toEqual([
      { kind: 'users', text: 'Users', title: 'Open a random user' },
      { kind: 'anime', text: 'Anime', title: 'Open a random anime' },
      { kind: 'manga', text: 'Manga', title: 'Open a random manga' },
      { kind: 'characters', text: 'Characters', title: 'Open a random character' },
      { kind: 'staff', text: 'Staff', title: 'Open a random staff member' },
      { kind: 'reviews', text: 'Reviews', title: 'Open a random review' },
    ]);
    await page.focus('button.hohRandomPick[data-kind="manga"]');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.kind)).toBe('manga');
    await page.close();
  });

  it('opens the last anime of the last page for the highest draw: page 1 for the total, then that page, 50 a page', async () => {
    const document = randomPickQuery('anime');
    const total = (await simQuery<RandomPickResult>(document, { page: 1, perPage: 50 })).Page!.pageInfo!.total!;
    const lastPage = Math.ceil(total / 50);
    expect(lastPage).toBeGreaterThan(1);
    const expected = (await simQuery<RandomPickResult>(document, { page: lastPage, perPage: 50 })).Page!.media!;
    const page = await openSiteStats(0.9999999);
    harness.clearRequests();
    await page.click('button.hohRandomPick[data-kind="anime"]');
    await page.waitForURL(/\/anime\/\d+\/$/, { timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe(`/anime/${expected[expected.length - 1]!.id}/`);
    const asked = pickRequests('query RandomPickAnime').map((r) => r.variables);
    expect(asked).toEqual([{ page: 1, perPage: 50 }, { page: lastPage, perPage: 50 }]);
    await page.close();
  });

  it('opens a user by name for the lowest draw, with one request only (the total\'s page holds it)', async () => {
    const first = (await simQuery<RandomPickResult>(randomPickQuery('users'), { page: 1, perPage: 50 })).Page!.users![0]!;
    const page = await openSiteStats(0);
    harness.clearRequests();
    await page.click('button.hohRandomPick[data-kind="users"]');
    await page.waitForURL(`https://anilist.co/user/${encodeURIComponent(first.name!)}/`, { timeout: 60_000 });
    expect(pickRequests('query RandomPickUsers').map((r) => r.variables)).toEqual([{ page: 1, perPage: 50 }]);
    await page.close();
  });

  it('asks for a page within the total for any draw, and lands on that kind\'s page', async () => {
    const page = await openSiteStats();
    harness.clearRequests();
    await page.click('button.hohRandomPick[data-kind="characters"]');
    await page.waitForURL(/\/character\/\d+\/$/, { timeout: 60_000 });
    const total = (await simQuery<RandomPickResult>(randomPickQuery('characters'), { page: 1, perPage: 50 })).Page!.pageInfo!.total!;
    for (const request of pickRequests('query RandomPickCharacters')) {
      const { page: number, perPage } = request.variables as { page: number; perPage: number };
      expect(perPage).toBe(50);
      expect(number).toBeGreaterThanOrEqual(1);
      expect(number).toBeLessThanOrEqual(Math.ceil(total / 50));
    }
    await page.close();
  });

  it('says so beside the heading when the API answers with an error, and stays on the page', async () => {
    const page = await openSiteStats();
    const refused = await refuseOperation(page, 'query RandomPickStaff', { status: 500 });
    await page.click('button.hohRandomPick[data-kind="staff"]');
    const alert = page.locator('section .hohRandomPickStatus.error[role="alert"]');
    await alert.waitFor({ timeout: 60_000 });
    expect(await alert.textContent()).toMatch(/^A random pick could not be loaded: .+/);
    expect(refused()).toBeGreaterThanOrEqual(1);
    expect(new URL(page.url()).pathname).toBe('/site-stats');
    await page.close();
  });

  it('waits out a 429 and still opens the pick', async () => {
    const page = await openSiteStats(0.5);
    const refused = await refuseOperation(page, 'query RandomPickReviews', { status: 429, times: 1, retryAfter: 1 });
    await page.click('button.hohRandomPick[data-kind="reviews"]');
    await page.waitForURL(/\/review\/\d+$/, { timeout: 60_000 });
    expect(refused()).toBe(1);
    await page.close();
  });
});

describe(`'Current Activity' on Site Stats ('${MODULE_ID}')`, () => {
  async function expectedRate(type?: string): Promise<number | null> {
    const times = async (number: number) => ((await simQuery<ActivityRateResult>(ACTIVITY_RATE, { page: number, perPage: 10, ...(type ? { type } : {}) })).Page!.activities ?? [])
      .map((a) => a!.createdAt!);
    return activitiesPerHour(await times(1), await times(20));
  }

  it('shows the activities, status posts and messages per hour from pages 1 and 20 of ten', async () => {
    harness.clearRequests();
    const page = await openSiteStats();
    const block = page.locator('.site-stats > section.hohCurrentActivity');
    await block.locator('.hohRates:not([aria-busy])').waitFor({ timeout: 60_000 });
    expect(await block.locator('.heading h3').textContent()).toBe('Current Activity');
    const lines = await block.locator('.hohRate').allTextContents();
    // Read before the test asks the simulator itself (those requests are logged too).
    const asked = pickRequests('query ActivityRate').map((r) => r.variables);
    const all = await expectedRate();
    const text = await expectedRate('TEXT');
    const messages = await expectedRate('MESSAGE');
    const show = (rate: number | null, decimals: number) => (rate === null ? '–' : rate.toFixed(decimals));
    expect(lines).toEqual([
      `Activities per hour: ${show(all, 0)}`,
      `Status posts per hour: ${show(text, 1)}`,
      `Messages per hour: ${show(messages, 1)}`,
    ]);
    expect(all).not.toBeNull();
    expect(asked).toEqual([
      { page: 1, perPage: 10 }, { page: 20, perPage: 10 },
      { page: 1, perPage: 10, type: 'TEXT' }, { page: 20, perPage: 10, type: 'TEXT' },
      { page: 1, perPage: 10, type: 'MESSAGE' }, { page: 20, perPage: 10, type: 'MESSAGE' },
    ]);
    await page.close();
  });

  it('says so when the API answers with an error', async () => {
    const page = await harness.newPage({ settings: QUIET });
    await refuseOperation(page, 'query ActivityRate', { status: 500 });
    await harness.goto(page, '/site-stats');
    const alert = page.locator('section.hohCurrentActivity .hohRate.error[role="alert"]');
    await alert.waitFor({ timeout: 60_000 });
    expect(await alert.textContent()).toMatch(/^The activity rates could not be loaded: .+/);
    expect(await page.locator('section.hohCurrentActivity .hohRate:not(.error)').count()).toBe(0);
    await page.close();
  });

  it('leaves nothing behind when the reader moves on', async () => {
    const page = await openSiteStats();
    await page.locator('section.hohCurrentActivity .hohRates:not([aria-busy])').waitFor({ timeout: 60_000 });
    expect((await page.evaluate(() => window.automailDebug!.listActive())).modules).toContain(MODULE_ID);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/home'));
    await page.waitForURL('https://anilist.co/home');
    await expect.poll(async () => (await page.evaluate(() => window.automailDebug!.listActive())).modules, { timeout: 60_000 }).not.toContain(MODULE_ID);
    expect(await page.$('.hohRandomPick, .hohRandomPickStatus, .hohCurrentActivity')).toBeNull();
    await page.close();
  });
});
