// End to end: recommendation vote counts always in view ('showRecVotes', a CSS switch), from the
// built userscript in Chromium on the simulator's /anime/{id}, against the world's ratings.
// The switch draws with CSS only and makes no API call, so it has no API failure path.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { World } from '../../sim/world/types.ts';
import { useHarness } from '../helpers/useHarness.ts';

const TIMEOUT = 60_000;
const CARD = '.media .recommendation-card';
const harness = useHarness();

/** An anime with a few recommendations whose media exist, and their ratings in page order. */
function recommended(world: World): { id: number; ratings: number[] } {
  for (const media of world.allMedia('ANIME')) {
    if (media.isAdult) continue;
    const recs = media.recommendations.filter((r) => world.getMedia(r.mediaId));
    if (recs.length >= 3) return { id: media.id, ratings: recs.map((r) => r.rating) };
  }
  throw new Error('no anime with recommendations in the world');
}

const opacities = (page: Page) => page.$$eval(`${CARD} .rating-wrap`, (wraps) => wraps.map((w) => getComputedStyle(w).opacity));
const styled = (page: Page) => expect.poll(() => page.evaluate(() => document.getElementById('conditional-aniscripts-styles') !== null), { timeout: TIMEOUT }).toBe(true);

describe("recommendation votes in view ('showRecVotes')", () => {
  it("shows every card's vote count without hovering, matching the world's ratings", async () => {
    const { id, ratings } = recommended(harness.sim.world);
    const page = await harness.newPage();
    await harness.goto(page, `/anime/${id}`);
    await page.waitForSelector(CARD, { timeout: TIMEOUT });
    await styled(page);
    await page.mouse.move(0, 0);
    await expect.poll(() => opacities(page), { timeout: TIMEOUT }).toEqual(ratings.map(() => '1'));
    await expect(page.$$eval(`${CARD} .rating-wrap .rating`, (spans) => spans.map((s) => Number(s.textContent)))).resolves.toEqual(ratings);
    await page.close();
  });

  it("switched off, AniList's hover-only counts come back", async () => {
    const { id } = recommended(harness.sim.world);
    const page = await harness.newPage({ settings: { showRecVotes: false } });
    await harness.goto(page, `/anime/${id}`);
    await page.waitForSelector(CARD, { timeout: TIMEOUT });
    await styled(page);
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await opacities(page)).every((o) => o === '0'), { timeout: TIMEOUT }).toBe(true);
    await page.hover(`${CARD} >> nth=0`);
    await expect.poll(async () => (await opacities(page))[0], { timeout: TIMEOUT }).toBe('1');
    await page.close();
  });
});
