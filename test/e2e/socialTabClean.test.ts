// End to end: the media social tab's column order ('cleanSocial', a CSS switch of
// src/core/styles.ts) on the simulator's /anime/{id}/{slug}/social, from the built userscript in
// Chromium. With it on, the followed users' column comes first and the feed second, each as wide
// as before; off, AniList's order.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { mediaPath } from '../../sim/pages/format.ts';
import { socialTabMediaId } from '../../sim/world/seedSocialTab.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';

let harness: Harness;
let path: string;

beforeAll(async () => {
  harness = await startHarness();
  path = `${mediaPath(harness.sim.world.getMedia(socialTabMediaId(harness.sim.world)!)!)}social`;
});

afterAll(async () => {
  await harness?.close();
});

interface Columns {
  feedLeft: number;
  feedWidth: number;
  sideLeft: number;
  sideWidth: number;
}

async function columns(cleanSocial: boolean): Promise<{ page: Page; seen: Columns }> {
  // The social tab module is off here: the switch alone must reorder AniList's own page.
  const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { cleanSocial, socialTab: false } });
  await page.setViewportSize({ width: 1280, height: 900 });
  await harness.goto(page, path);
  await page.waitForSelector('#conditional-aniscripts-styles', { state: 'attached', timeout: 60_000 });
  const seen = await page.evaluate(() => {
    const feed = document.querySelector('.social > .activity-feed')!.getBoundingClientRect();
    const side = document.querySelector('.social > .activity-feed + div')!.getBoundingClientRect();
    return { feedLeft: feed.left, feedWidth: feed.width, sideLeft: side.left, sideWidth: side.width };
  });
  return { page, seen };
}

describe("media social columns ('cleanSocial')", () => {
  it("puts the followed users' column first and the feed second, each keeping its width, when on", async () => {
    const off = await columns(false);
    const on = await columns(true);
    expect(off.seen.feedLeft).toBeLessThan(off.seen.sideLeft);
    expect(on.seen.sideLeft).toBeLessThan(on.seen.feedLeft);
    expect(on.seen.feedWidth).toBeCloseTo(off.seen.feedWidth, 0);
    expect(on.seen.sideWidth).toBeCloseTo(off.seen.sideWidth, 0);
    // The text inside still reads left to right.
    await expect(on.page.$eval('.social .following', (element) => getComputedStyle(element).direction)).resolves.toBe('ltr');
    await off.page.close();
    await on.page.close();
  });
});
