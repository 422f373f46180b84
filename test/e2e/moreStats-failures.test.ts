// End to end: the failure paths of 'moreStats': an API error, a 429 in the middle of the load
// (the load waits and completes), a private or unknown profile, and leaving the page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { listedEntries, openMoreStats } from '../helpers/statsTables.ts';

const MODULE_ID = 'moreStats';
const USER = NOTABLE_USERS.demo;

const statsRequests = (harness: Harness) => harness.requests().filter((r) => /query Stats(List|Staff)Chunk/.test(r.operation));
const active = (page: Page) => page.evaluate(() => window.automailDebug!.listActive());

describe(`'${MODULE_ID}' when things go wrong`, () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('says so when AniList\'s API answers with an error, and draws no table', async () => {
    const page = await harness.newPage();
    await harness.goto(page, `/user/${USER}/stats/anime/overview`);
    harness.sim.setOutage({ kind: '500', ms: 120_000 });
    try {
      await openMoreStats(page);
      await page.waitForSelector('#hohStats .hohStatsMessage[role="alert"]', { timeout: 60_000 });
      expect(await page.textContent('#hohStats .hohStatsMessage')).toMatch(/^The lists could not be loaded: .+/);
      expect(await page.$('#hohStats .hohStatsTable')).toBeNull();
      expect(statsRequests(harness).some((r) => r.status === 500)).toBe(true);
    } finally {
      harness.sim.setOutage(null);
    }
    await page.close();
  });

  it('shows nothing of a private profile or an unknown user to others, and asks the API nothing', async () => {
    for (const name of [NOTABLE_USERS.private, 'NoSuchMember']) {
      const page = await harness.newPage();
      harness.clearRequests();
      await page.goto(`https://anilist.co/user/${name}/stats/anime/overview`);
      await page.waitForURL('https://anilist.co/404', { timeout: 60_000 });
      await page.waitForSelector('.not-found', { timeout: 60_000 });
      expect(await page.$('.hohStatsTrigger, #hohStats')).toBeNull();
      expect(statsRequests(harness)).toHaveLength(0);
      await page.close();
    }
  });

  it('leaves nothing behind when the reader moves on', async () => {
    const page = await harness.newPage();
    await harness.goto(page, `/user/${USER}/stats/anime/overview`);
    await openMoreStats(page);
    await page.waitForSelector('#hohStats .hohHeadline', { timeout: 120_000 });
    expect((await active(page)).modules).toContain(MODULE_ID);
    await page.evaluate((path) => (window as unknown as { __simNavigate(path: string): void }).__simNavigate(path), `/user/${USER}/`);
    await page.waitForURL(`https://anilist.co/user/${USER}/`);
    await expect.poll(async () => (await active(page)).modules, { timeout: 60_000 }).not.toContain(MODULE_ID);
    expect(await page.$('.hohStatsTrigger, #hohStats, .hohStatsTable')).toBeNull();
    await page.close();
  });
});

describe(`'${MODULE_ID}' under a short rate-limit window`, () => {
  // A simulator of its own with a 5-request window of 3 s, so a real 429 and its Retry-After
  // happen within seconds.
  const LIMIT = 5;
  let limited: Harness;

  beforeAll(async () => {
    limited = await startHarness({ rateLimit: LIMIT, rateWindowMs: 3_000 });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('waits out a 429 in the middle of the load and completes the tables', async () => {
    const page = await limited.newPage();
    await limited.goto(page, `/user/${USER}/stats/anime/overview`);
    limited.sim.resetRateLimit();
    limited.clearRequests();
    // Someone else uses up AniList's window just as the second chunk of the list is asked for.
    let chunks = 0;
    await page.route('https://graphql.anilist.co/**', async (route) => {
      if ((route.request().postData() ?? '').includes('StatsListChunk') && ++chunks === 2) {
        for (let i = 0; i < LIMIT; i++) {
          await fetch(`${limited.sim.url}/graphql`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Referer: 'https://example.org/' },
            body: JSON.stringify({ query: '{ GenreCollection }' }),
          });
        }
      }
      await route.fallback();
    });
    await openMoreStats(page);
    await page.waitForSelector('#hohStats [data-table="staffAnime"] .hohStatsGrid', { timeout: 120_000 });
    const lists = statsRequests(limited).filter((r) => r.operation.includes('StatsListChunk'));
    const second = lists.filter((r) => r.variables?.type === 'ANIME' && r.variables?.chunk === 2).map((r) => r.status);
    expect(second[0]).toBe(429);
    expect(second[second.length - 1]).toBe(200);
    // Every chunk ended in exactly one success, and the tables hold the whole list.
    for (const chunk of ['ANIME1', 'ANIME2', 'MANGA1']) {
      expect(lists.filter((r) => `${r.variables?.type}${r.variables?.chunk}` === chunk && r.status === 200)).toHaveLength(1);
    }
    const onList = await page.$eval('#hohStats section[aria-label="Anime"] .hohHeadlineLine dd', (dd) => dd.textContent);
    expect(onList).toBe(String(listedEntries(limited.sim.world, USER, 'ANIME').length));
    await page.close();
  }, 180_000);
});
