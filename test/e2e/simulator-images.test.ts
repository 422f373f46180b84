// Images on, as a person's browser has them: the simulator's pages show placeholders in the
// world's cover colours, and list-row covers load lazily as on AniList, so Hoarder's
// 11,000-entry list opens in seconds instead of requesting 11,000 covers. The opening time is
// printed for the record (the goal is 5 s), never asserted: speed belongs to benches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { launchChromium, openScriptedPage, SITE_ORIGIN } from '../../sim/browser.ts';
import { ANILIST_CDN_PREFIX } from '../../sim/cdn.ts';
import { startSimulator, type Simulator } from '../../sim/index.ts';

let sim: Simulator;
let browser: Browser;

beforeAll(async () => {
  sim = await startSimulator({ port: 0 });
  browser = await launchChromium({ images: true });
});

afterAll(async () => {
  await browser?.close();
  await sim?.close();
});

describe('the simulator with images on', () => {
  it('opens Hoarder\'s 11,000-entry list fetching only the covers near the viewport', async () => {
    const { page, close } = await openScriptedPage(sim.url, { browser, siteUser: 'Demo', script: null });
    try {
      const covers: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`${ANILIST_CDN_PREFIX}media/anime/cover/`)) covers.push(request.url());
      });
      const started = Date.now();
      await page.goto(`${SITE_ORIGIN}/user/Hoarder/animelist`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
      await page.waitForSelector('.page-content[data-sim-path] .medialist .entry .cover .image[lazy=loaded]', { timeout: 120_000 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      console.log(`Hoarder's anime list (${await page.locator('.medialist .entry').count()} rows) opened with images on in ${Date.now() - started} ms`);

      const firstCover = page.locator('.medialist .entry .cover .image').first();
      // The placeholder arrived and shows in the row: the media's own cover colour, from the world.
      await expect.poll(() => covers.length, { timeout: 60_000 }).toBeGreaterThan(0);
      const firstUrl = await firstCover.evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(firstUrl).toContain(`${ANILIST_CDN_PREFIX}media/anime/cover/`);
      expect(covers.length).toBeLessThan(200);

      // A row far below has not fetched its cover yet; scrolling to it does.
      const lastCover = page.locator('.medialist .entry .cover .image').last();
      expect(await lastCover.getAttribute('lazy')).not.toBe('loaded');
      expect(await lastCover.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
      const before = covers.length;
      await lastCover.scrollIntoViewIfNeeded();
      await expect.poll(() => lastCover.getAttribute('lazy'), { timeout: 60_000 }).toBe('loaded');
      await expect.poll(() => covers.length, { timeout: 60_000 }).toBeGreaterThan(before);
    } finally {
      await close();
    }
  }, 180_000);

  it('draws a media page\'s cover in the media\'s cover colour', async () => {
    const media = sim.world.allMedia('ANIME').find((m) => !m.isAdult && /^#[0-9a-f]{6}$/i.test(m.coverImage.color ?? ''))!;
    const { page, close } = await openScriptedPage(sim.url, { browser, siteUser: 'Demo', script: null });
    try {
      await page.goto(`${SITE_ORIGIN}/anime/${media.id}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      const cover = page.locator('.media .header img.cover');
      await cover.waitFor({ timeout: 60_000 });
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 60_000 }).toBe(true);
      // The placeholder is one flat colour: any pixel inside the drawn cover is the media's colour.
      const shot = PNG.sync.read(await cover.screenshot({ animations: 'disabled' }));
      const at = (Math.floor(shot.height / 2) * shot.width + Math.floor(shot.width / 2)) * 4;
      const drawn = '#' + [shot.data[at], shot.data[at + 1], shot.data[at + 2]].map((c) => c.toString(16).padStart(2, '0')).join('');
      expect(drawn).toBe(media.coverImage.color!.toLowerCase());
      expect(await cover.getAttribute('loading')).toBe('lazy');
    } finally {
      await close();
    }
  });
});
