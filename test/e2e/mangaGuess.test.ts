// End to end: the latest-chapter guess ('mangaGuess') on the simulator's /manga/{id}, from the
// built userscript in Chromium, against the reading activities seeded by sim/world/seedMangaGuess.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media, World } from '../../sim/world/types.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { targetStatuses, withRefusal } from '../helpers/rateFill.ts';

const TIMEOUT = 60_000;
const GUESS = '.media .sidebar .data .data-set .value .hohGuess';
const harness = useHarness();

const isGuessQuery = (operation: string) => /query MangaGuess(Own)?\b/.test(operation);

const releasing = (world: World) => [...world.allMedia('MANGA')].filter((m) => !m.isAdult && m.status === 'RELEASING');
const readingOf = (world: World, media: Media) => world.activities().filter((a) => a.type === 'MANGA_LIST' && a.mediaId === media.id);

/** The releasing manga with the most reading activity (the seeded one), and one with none. */
function seeded(world: World): { manga: Media; silent: Media } {
  const all = releasing(world);
  const manga = [...all].sort((a, b) => readingOf(world, b).length - readingOf(world, a).length)[0];
  const silent = all.find((m) => readingOf(world, m).length === 0);
  if (!manga || !silent) throw new Error('the world lacks the seeded manga');
  return { manga, silent };
}

/** Each reader's newest chapter (trailing number of their newest activity with progress), largest first. */
function readersLatest(world: World, media: Media): number[] {
  const seen = new Map<number, number>();
  const newestFirst = readingOf(world, media).sort((a, b) => b.id - a.id);
  for (const a of newestFirst) {
    if (a.type !== 'MANGA_LIST' || !a.progress || seen.has(a.userId)) continue;
    seen.set(a.userId, Number(/(\d+)\s*$/.exec(a.progress)![1]));
  }
  return [...seen.values()].sort((x, y) => y - x);
}

function answered(page: Page) {
  return page.waitForResponse((response) => response.url().startsWith('https://graphql.anilist.co') && isGuessQuery(response.request().postData() ?? ''), { timeout: TIMEOUT });
}

async function settle(page: Page, answer: Promise<unknown>): Promise<void> {
  await answer;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe("latest-chapter guess ('mangaGuess')", () => {
  it("shows the chapter most readers agree on after 'Releasing', not one reader's outlier", async () => {
    const { manga } = seeded(harness.sim.world);
    const latest = readersLatest(harness.sim.world, manga);
    // diff = g0 - g1, k = 1 + ceil(25 / (diff + 1)): the runner-up wins when g1 === g[k]
    const k = 1 + Math.ceil(25 / (latest[0] - latest[1] + 1));
    expect(latest.length).toBeGreaterThan(k);
    expect(latest[k]).toBe(latest[1]);
    expect(latest[0]).not.toBe(latest[1]);
    const page = await harness.newPage();
    harness.clearRequests();
    await harness.goto(page, `/manga/${manga.id}`);
    await page.waitForSelector(GUESS, { timeout: TIMEOUT });
    await expect(page.textContent(GUESS)).resolves.toBe(` (${latest[1]}?)`);
    await expect(page.$eval(GUESS, (g) => g.closest('.data-set')?.querySelector('.type')?.textContent?.trim())).resolves.toBe('Status');
    const sent = harness.requests().filter((r) => isGuessQuery(r.operation));
    expect(sent.map((r) => r.variables)).toEqual([{ id: manga.id }]);
    await page.close();
  });

  it('signed in with the script, asks for the own entry too and shows the guess', async () => {
    const { manga } = seeded(harness.sim.world);
    const latest = readersLatest(harness.sim.world, manga);
    const page = await harness.newPage({ token: 'demo' });
    harness.clearRequests();
    await harness.goto(page, `/manga/${manga.id}`);
    await page.waitForSelector(GUESS, { timeout: TIMEOUT });
    await expect(page.textContent(GUESS)).resolves.toContain(String(latest[1]));
    const sent = harness.requests().filter((r) => isGuessQuery(r.operation));
    expect(sent).toHaveLength(1);
    expect(sent[0].operation).toContain('query MangaGuessOwn');
    await page.close();
  });

  it('shows nothing for a releasing manga nobody has read', async () => {
    const { silent } = seeded(harness.sim.world);
    const page = await harness.newPage();
    const answer = answered(page);
    await harness.goto(page, `/manga/${silent.id}`);
    await settle(page, answer);
    await expect(page.locator('.hohGuess').count()).resolves.toBe(0);
    await page.close();
  });

  it('asks nothing for a manga that is not releasing', async () => {
    const finished = [...harness.sim.world.allMedia('MANGA')].find((m) => !m.isAdult && m.status === 'FINISHED')!;
    const page = await harness.newPage();
    harness.clearRequests();
    await harness.goto(page, `/manga/${finished.id}`);
    await page.waitForSelector('.media .sidebar .data', { timeout: TIMEOUT });
    await expect.poll(() => page.evaluate(() => window.automailDebug?.listActive().modules ?? []), { timeout: TIMEOUT }).toContain('mangaGuess');
    await page.waitForLoadState('networkidle');
    expect(harness.requests().filter((r) => isGuessQuery(r.operation))).toHaveLength(0);
    await expect(page.locator('.hohGuess').count()).resolves.toBe(0);
    await page.close();
  });

  it('keeps the guess 30 min: a second visit sends no request', async () => {
    const { manga } = seeded(harness.sim.world);
    const page = await harness.newPage();
    harness.clearRequests();
    await harness.goto(page, `/manga/${manga.id}`);
    await page.waitForSelector(GUESS, { timeout: TIMEOUT });
    const first = await page.textContent(GUESS);
    await harness.goto(page, `/manga/${manga.id}`);
    await page.waitForSelector(GUESS, { timeout: TIMEOUT });
    await expect(page.textContent(GUESS)).resolves.toBe(first);
    expect(harness.requests().filter((r) => isGuessQuery(r.operation))).toHaveLength(1);
    await page.close();
  });

  it('switched off, asks nothing and shows nothing', async () => {
    const { manga } = seeded(harness.sim.world);
    const page = await harness.newPage({ settings: { mangaGuess: false } });
    harness.clearRequests();
    await harness.goto(page, `/manga/${manga.id}`);
    await expect.poll(() => page.evaluate(() => window.automailDebug?.listActive().modules ?? []), { timeout: TIMEOUT }).toContain('relativeTimes');
    await expect(page.evaluate(() => window.automailDebug?.listActive().modules ?? [])).resolves.not.toContain('mangaGuess');
    expect(harness.requests().filter((r) => isGuessQuery(r.operation))).toHaveLength(0);
    await page.close();
  });

  it('an API error shows nothing', async () => {
    const { manga } = seeded(harness.sim.world);
    const page = await harness.newPage();
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      const answer = answered(page);
      await harness.goto(page, `/manga/${manga.id}`);
      await settle(page, answer);
    } finally {
      harness.sim.setOutage(null);
    }
    await expect(page.locator('.hohGuess').count()).resolves.toBe(0);
    await page.close();
  });
});

describe("latest-chapter guess ('mangaGuess') under a 429", () => {
  const limited = useHarness({ world: () => harness.sim.world, rateLimit: 4, rateWindowMs: 3000 });

  it('asks again after Retry-After and then shows the guess', async () => {
    const { manga } = seeded(limited.sim.world);
    const latest = readersLatest(limited.sim.world, manga);
    const page = await limited.newPage();
    limited.clearRequests();
    await withRefusal(limited, isGuessQuery, () => limited.goto(page, `/manga/${manga.id}`));
    await page.waitForSelector(GUESS, { timeout: 60_000 });
    await expect(page.textContent(GUESS)).resolves.toBe(` (${latest[1]}?)`);
    expect(targetStatuses(limited, isGuessQuery)).toEqual({ first: 429, last: 200 });
    await page.close();
  });
});
