// The visual check's pages and set-up, shared by the four screenshot files (one per theme and
// width, test/e2e/screenshots-*.test.ts, so that they run side by side): the simulator's main
// pages, no userscript (modules in development must not move the references), a fixed world and
// clock, compared with committed reference images (test/e2e/screenshots/) within a small
// tolerance, so a change to the pages' look shows up in review. Rewrite the references with
// `npm run test:screenshots:update` after an intended change, and look at them before committing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openScriptedPage, type ScriptedPage, type SiteThemeName } from '../../sim/browser.ts';
import { DEFAULT_SEED, generateWorld, startSimulator, type Simulator } from '../../sim/index.ts';
import { mediaPath } from '../../sim/pages/format.ts';
import type { Media, World } from '../../sim/world/types.ts';
import { capture, compareWithReference } from './screenshots.ts';

/** A fixed "now" (2026-01-15 00:00 UTC) so relative times and countdowns never change. */
const FIXED_NOW = Date.UTC(2026, 0, 15) / 1000;


/** The media page shown: the current anime on Demo's list with a banner and the longest description. */
function shownMedia(world: World): Media {
  const candidates = world.listEntries(world.demoUser.id, 'ANIME')
    .filter((e) => e.status === 'CURRENT')
    .map((e) => world.getMedia(e.mediaId))
    .filter((m): m is Media => !!m && !!m.bannerImage && !m.isAdult)
    .sort((a, b) => (b.description?.length ?? 0) - (a.description?.length ?? 0) || a.id - b.id);
  if (!candidates.length) throw new Error('no current anime with a banner on Demo\'s list');
  return candidates[0];
}

function pages(world: World): [string, string][] {
  const media = mediaPath(shownMedia(world));
  return [
    ['home', '/home'],
    ['profile', '/user/Demo/'],
    ['list-demo', '/user/Demo/animelist'],
    ['list-hoarder', '/user/Hoarder/animelist'],
    ['media', media],
    ['media-social', `${media}social`],
    ['notifications', '/notifications'],
    ['forum', '/forum/overview'],
    ['search', '/search/anime'],
    ['settings', '/settings/apps'],
    ['stats', '/user/Demo/stats/anime/overview'],
  ];
}

/** Showing /notifications marks them read; every capture starts from the seeded unread state. */
function restoreUnread(world: World, unreadAtStart: Set<number>): void {
  for (const n of world.notificationsFor(world.demoUser.id)) n.read = !unreadAtStart.has(n.id);
}

export interface ScreenshotRun {
  theme: SiteThemeName;
  width: number;
}

/** The reference check of every page in one theme at one width (a test file's whole content). */
export function describeScreenshots({ theme, width }: ScreenshotRun): void {
  describe(`the simulator's pages in the ${theme} theme at ${width} px`, () => {
    let sim: Simulator;
    let browser: Browser;
    let unreadAtStart: Set<number>;
    let scripted: ScriptedPage;
    let page: Page;

    beforeAll(async () => {
      const world = generateWorld({ seed: DEFAULT_SEED, now: FIXED_NOW });
      unreadAtStart = new Set(world.notificationsFor(world.demoUser.id).filter((n) => !n.read).map((n) => n.id));
      sim = await startSimulator({ port: 0, world });
      browser = await launchChromium({ images: true });
      scripted = await openScriptedPage(sim.url, { browser, siteUser: 'Demo', theme, script: null });
      page = scripted.page;
      await page.setViewportSize({ width, height: 900 });
      // Times shown by the page's own code read this clock; the server's come from the world's now.
      await page.clock.setFixedTime(FIXED_NOW * 1000);
    });

    afterAll(async () => {
      await scripted?.close();
      await browser?.close();
      await sim?.close();
    });

    it('look as they did in the reference images', async () => {
      const failures: string[] = [];
      for (const [name, path] of pages(sim.world)) {
        restoreUnread(sim.world, unreadAtStart);
        const shot = await capture(page, path);
        const result = compareWithReference(`${name}-${theme}-${width}`, shot);
        if (result.failure) failures.push(result.failure);
      }
      expect(failures).toEqual([]);
    }, 600_000);
  });
}
