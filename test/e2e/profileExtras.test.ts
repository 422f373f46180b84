// End to end: the profile extras, run from the built userscript in Chromium on the simulator's
// /user/{name} pages: 'milestones' (totals and mean score in the stat boxes) and the profile's
// Compatibility button of 'comparissionPage'. Expected figures are computed from the seeded world.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { MediaType } from '../../sim/world/types.ts';
import { startHarness, waitForContent, type Harness } from '../helpers/harness.ts';

const MILESTONES = 'milestones';
const OWNER = 'Aoi';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** What AniList's statistics give for a profile seen by someone else (private entries left out). */
function expectedBox(name: string, type: MediaType) {
  const world = harness.sim.world;
  const user = world.getUserByName(name)!;
  const entries = world.listEntries(user.id, type).filter((entry) => !entry.private && world.getMedia(entry.mediaId));
  const scores = entries.map((entry) => entry.scoreRaw).filter((score) => score > 0);
  const mean = scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100 : 0;
  const watched = entries.filter((entry) => entry.status !== 'PLANNING');
  const total = watched.reduce((sum, entry) => sum + (type === 'ANIME' ? entry.progress : (entry.progressVolumes ?? 0)), 0);
  return { total: total.toLocaleString('en-US'), mean: mean.toFixed(1) };
}

interface SeenBox {
  stats: { value: string; label: string }[];
  milestones: string[];
}

const boxes = (page: Page): Promise<SeenBox[]> =>
  page.$$eval('.stats-wrap .stats-wrap', (found) =>
    found.map((box) => ({
      stats: [...box.querySelectorAll(':scope > .stat')].map((stat) => ({
        value: stat.querySelector('.value')?.textContent?.trim() ?? '',
        label: stat.querySelector('.label')?.textContent?.trim() ?? '',
      })),
      milestones: [...(box.nextElementSibling?.querySelectorAll('.milestone') ?? [])].map((m) => m.textContent?.trim() ?? ''),
    })),
  );

const statisticsRequests = (h: Harness = harness) => h.requests().filter((request) => request.operation.includes('query UserStatistics'));

async function openProfile(page: Page, name: string): Promise<void> {
  await harness.goto(page, `/user/${name}/`);
  await page.waitForSelector('.stats-wrap .stats-wrap');
}

const written = (page: Page, count = 2) =>
  page.waitForFunction((n) => document.querySelectorAll('.stats-wrap .stats-wrap[data-hoh-milestones]').length === n, count, { timeout: 20_000 });

describe(`profile stat boxes ('${MILESTONES}')`, () => {
  it('shows total episodes and volumes, moves days watched and chapters read to the milestones, and the mean score to 1 decimal', async () => {
    // AniList's own boxes, read where the switch is off (its default).
    const plain = await harness.newPage();
    await openProfile(plain, OWNER);
    const before = await boxes(plain);
    await plain.context().close();
    expect(before.map((box) => box.stats[1].label)).toEqual(['Days Watched', 'Chapters Read']);

    const page = await harness.newPage({ settings: { milestones: true } });
    harness.clearRequests();
    await openProfile(page, OWNER);
    await written(page);
    const after = await boxes(page);
    const anime = expectedBox(OWNER, 'ANIME');
    const manga = expectedBox(OWNER, 'MANGA');
    expect(after[0].stats[0]).toEqual(before[0].stats[0]);
    expect(after[0].stats[1]).toEqual({ value: anime.total, label: 'Episodes Watched' });
    expect(after[0].stats[2]).toEqual({ value: anime.mean, label: 'Mean Score' });
    expect(after[0].milestones[1]).toBe(`${before[0].stats[1].value} Days Watched`);
    expect(after[1].stats[1]).toEqual({ value: manga.total, label: 'Volumes Read' });
    expect(after[1].stats[2]).toEqual({ value: manga.mean, label: 'Mean Score' });
    expect(after[1].milestones[1]).toBe(`${before[1].stats[1].value} Chapters Read`);
    // The other milestones are AniList's own.
    expect(after[0].milestones.filter((_, i) => i !== 1)).toEqual(before[0].milestones.filter((_, i) => i !== 1));
    // One statistics request for the owner, anonymous.
    const sent = statisticsRequests();
    expect(sent).toHaveLength(1);
    expect(sent[0].variables).toEqual({ name: OWNER });
    expect(sent[0].token).toBeNull();
    await page.context().close();
  });

  it('is off by default: the boxes stay as AniList drew them and nothing is asked', async () => {
    const page = await harness.newPage();
    harness.clearRequests();
    await openProfile(page, OWNER);
    await page.waitForFunction(() => window.automailDebug !== undefined);
    const seen = await boxes(page);
    expect(seen[0].stats[1].label).toBe('Days Watched');
    expect(statisticsRequests()).toHaveLength(0);
    await page.context().close();
  });

  it('ends with the visit and takes the figures from the 60 s cache on the way back', async () => {
    const page = await harness.newPage({ settings: { milestones: true } });
    harness.clearRequests();
    await openProfile(page, OWNER);
    await written(page);
    // Client-side navigation to the profile's social tab and back.
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/user/Aoi/social'));
    await page.waitForURL('**/user/Aoi/social');
    await waitForContent(page);
    const active = await page.evaluate(() => window.automailDebug!.listActive());
    expect(active.modules).not.toContain(MILESTONES);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/user/Aoi/'));
    await page.waitForSelector('.stats-wrap .stats-wrap');
    await written(page);
    expect(statisticsRequests().filter((request) => request.variables?.name === OWNER)).toHaveLength(1);
    await page.context().close();
  });

  it('leaves the boxes alone for a private or unknown profile (AniList moves to /404)', async () => {
    for (const name of [NOTABLE_USERS.private, 'NoSuchUserAtAll']) {
      const page = await harness.newPage({ settings: { milestones: true } });
      await harness.goto(page, `/user/${name}/`);
      await page.waitForURL('**/404', { timeout: 20_000 });
      await page.waitForSelector('.not-found');
      const active = await page.evaluate(() => window.automailDebug!.listActive());
      expect(active.modules).not.toContain(MILESTONES);
      expect(await page.locator('[data-hoh-milestones]').count()).toBe(0);
      await page.context().close();
    }
  });

  it('leaves the boxes as they are when the API fails', async () => {
    const page = await harness.newPage({ settings: { milestones: true } });
    harness.clearRequests();
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      await openProfile(page, 'Kirin');
      await expect.poll(() => statisticsRequests().some((request) => request.status === 500), { timeout: 20_000 }).toBe(true);
      // Time for the failed answer to reach the module.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
      const seen = await boxes(page);
      expect(seen[0].stats[1].label).toBe('Days Watched');
      expect(seen[1].stats[1].label).toBe('Chapters Read');
      expect(await page.locator('[data-hoh-milestones]').count()).toBe(0);
    } finally {
      harness.sim.setOutage(null);
    }
    await page.context().close();
  });
});

describe(`profile stat boxes ('${MILESTONES}') under the rate limit`, () => {
  let limited: Harness;

  beforeAll(async () => {
    limited = await startHarness({ rateWindowMs: 3_000 });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('waits out a 429 and then fills the boxes', async () => {
    limited.sim.setRateLimit(0);
    const page = await limited.newPage({ settings: { milestones: true } });
    limited.clearRequests();
    await limited.goto(page, `/user/${OWNER}/`);
    await expect.poll(() => statisticsRequests(limited).some((request) => request.status === 429), { timeout: 20_000 }).toBe(true);
    expect(await page.locator('[data-hoh-milestones]').count()).toBe(0);
    limited.sim.setRateLimit(90);
    limited.sim.resetRateLimit();
    await page.waitForFunction(() => document.querySelectorAll('.stats-wrap .stats-wrap[data-hoh-milestones]').length === 2, null, { timeout: 30_000 });
    const sent = statisticsRequests(limited).map((request) => request.status);
    expect(sent[0]).toBe(429);
    expect(sent[sent.length - 1]).toBe(200);
    await page.context().close();
  }, 60_000);
});
