// End to end: the advanced-score marker ('viewAdvancedScores') on the simulator's list pages,
// from the built userscript in Chromium. A "$" after each title whose entry has advanced scores,
// the breakdown on hover and focus; what reached the API (the member's scoring options, then the
// list's advanced scores, and only the first for members who do not score by category).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { User } from '../../sim/world/types.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';

const DEMO = NOTABLE_USERS.demo;
const TIMEOUT = 60_000;
const DOLLAR = '.medialist .list-entries > .entry .title > .hohAdvancedDollar';

const harness = useHarness();

const isOptions = (operation: string) => operation.includes('query AdvancedScoring');
const isScores = (operation: string) => operation.includes('query AdvancedScores');

function user(name: string): User {
  return harness.sim.world.getUserByName(name)!;
}

/** Media ids of the owner's anime a visitor sees with some category above 0, and their breakdowns. */
function expected(name: string): Map<number, string> {
  const owner = user(name);
  const categories = owner.mediaListOptions.animeList.advancedScoring;
  const out = new Map<number, string>();
  for (const e of harness.sim.world.listEntries(owner.id, 'ANIME')) {
    if (e.private || !categories.some((c) => (e.advancedScores[c] ?? 0) > 0)) continue;
    out.set(e.mediaId, categories.map((c) => `${c}: ${e.advancedScores[c] ?? 0}`).join('\n'));
  }
  return out;
}

const markedIds = (page: Page) => page.$$eval(DOLLAR, (dollars) => [...new Set(dollars.map((d) => Number(/\/(\d+)/.exec(d.parentElement!.querySelector('a')!.getAttribute('href')!)![1])))].sort((a, b) => a - b));

describe("advanced score marker ('viewAdvancedScores')", () => {
  it('marks exactly the entries with advanced scores, and shows the breakdown on hover and focus', async () => {
    const want = expected(DEMO);
    expect(user(DEMO).mediaListOptions.animeList.advancedScoringEnabled).toBe(true);
    expect(want.size).toBeGreaterThan(10);
    const page = await harness.newPage();
    harness.clearRequests();
    await harness.goto(page, `/user/${DEMO}/animelist`);
    await page.waitForSelector(DOLLAR, { timeout: TIMEOUT });
    await expect.poll(() => markedIds(page), { timeout: TIMEOUT }).toEqual([...want.keys()].sort((a, b) => a - b));
    await expect(page.locator(DOLLAR).first().textContent()).resolves.toBe('$');

    const first = page.locator(DOLLAR).first();
    const id = Number(/\/(\d+)/.exec((await first.evaluate((d) => d.parentElement!.querySelector('a')!.getAttribute('href')))!)![1]);
    await first.hover();
    await expect(page.textContent('#hohAdvancedBreakdown')).resolves.toBe(want.get(id));
    await page.mouse.move(0, 0);
    await expect(page.locator('#hohAdvancedBreakdown').count()).resolves.toBe(0);
    await first.focus();
    await expect(page.textContent('#hohAdvancedBreakdown')).resolves.toBe(want.get(id));

    expect(harness.requests().filter((r) => isOptions(r.operation)).map((r) => r.variables)).toEqual([{ name: DEMO }]);
    expect(harness.requests().filter((r) => isScores(r.operation)).map((r) => r.variables)).toEqual([{ name: DEMO, type: 'ANIME' }]);
    await page.close();
  });

  it('asks only the small question for members who do not score by category', async () => {
    const plain = harness.sim.world.users().find((u) => !u.private && !u.mediaListOptions.animeList.advancedScoringEnabled && u.name !== NOTABLE_USERS.hoarder && u.name !== NOTABLE_USERS.blocker)!;
    const page = await harness.newPage();
    harness.clearRequests();
    await harness.goto(page, `/user/${plain.name}/animelist`);
    await expect.poll(() => harness.requests().filter((r) => isOptions(r.operation)).length, { timeout: TIMEOUT }).toBe(1);
    await page.waitForSelector('#hohDraw3x3', { timeout: TIMEOUT });
    expect(harness.requests().filter((r) => isScores(r.operation))).toHaveLength(0);
    await expect(page.locator(DOLLAR).count()).resolves.toBe(0);
    await page.close();
  });

  it('shows nothing when the scores cannot be loaded, and waits out a 429', async () => {
    const failing = await harness.newPage();
    const refused = await refuseOperation(failing, 'query AdvancedScores', { status: 500 });
    await harness.goto(failing, `/user/${DEMO}/animelist`);
    await expect.poll(() => refused(), { timeout: TIMEOUT }).toBeGreaterThan(0);
    await failing.waitForSelector('#hohDraw3x3', { timeout: TIMEOUT });
    await expect(failing.locator(DOLLAR).count()).resolves.toBe(0);
    await failing.close();

    const limited = await harness.newPage();
    const limitedRefused = await refuseOperation(limited, 'query AdvancedScoring', { status: 429, times: 1, retryAfter: 1 });
    await harness.goto(limited, `/user/${DEMO}/animelist`);
    await limited.waitForSelector(DOLLAR, { timeout: TIMEOUT });
    expect(limitedRefused()).toBe(1);
    await limited.close();
  });

  it('is off when switched off', async () => {
    const page = await harness.newPage({ settings: { viewAdvancedScores: false } });
    harness.clearRequests();
    await harness.goto(page, `/user/${DEMO}/animelist`);
    await page.waitForSelector('#hohDraw3x3', { timeout: TIMEOUT });
    await expect(page.locator(DOLLAR).count()).resolves.toBe(0);
    expect(harness.requests().filter((r) => isOptions(r.operation))).toHaveLength(0);
    await page.close();
  });
});
