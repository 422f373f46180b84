// End to end: fullscreen for embedded YouTube players ('youtubeFullscreen') on the simulator's
// activity page, from the built userscript in Chromium. The simulated front end puts YouTube's
// player (an iframe without `allowfullscreen`) into `span.youtube`; YouTube itself is answered by
// a blank local page, so no test reaches the internet. Asserted: the attribute and the player's
// own `document.fullscreenEnabled`, nothing with the switch off, safe-for-work mode not involved
// (the player is AniList's, not a media embed of the script), and the switch turned off on the
// settings page ends the module: players met afterwards stay as AniList made them.
import type { Frame, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { EMBEDS_SEED, embedsPost } from '../../sim/world/seedEmbeds.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { simNavigate } from '../helpers/pageActions.ts';

const harness = useHarness();

beforeEach(() => {
  harness.sim.resetRateLimit();
  harness.clearRequests();
});

const ON = { notifications: false, dismissDot: false, youtubeFullscreen: true } as const;
const TIMEOUT = 60_000;

/** YouTube answered locally: every player address asked for, in order. */
async function blankYouTube(page: Page): Promise<string[]> {
  const asked: string[] = [];
  for (const host of ['https://www.youtube.com/**', 'https://www.youtube-nocookie.com/**']) {
    await page.route(host, async (route) => {
      asked.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
    });
  }
  return asked;
}

function postPath(): string {
  return `/activity/${embedsPost(harness.sim.world)!.id}`;
}

const player = (page: Page) => page.locator('.activity-entry .markdown span.youtube iframe');

async function playerFrame(page: Page): Promise<Frame> {
  const frame = await (await player(page).elementHandle({ timeout: TIMEOUT }))!.contentFrame();
  return frame!;
}

const fullscreenEnabled = async (page: Page) => {
  const frame = await playerFrame(page);
  return frame.url().startsWith('https://www.youtube.com/') ? frame.evaluate(() => document.fullscreenEnabled).catch(() => null) : null;
};

describe("fullscreen for YouTube players ('youtubeFullscreen')", { timeout: 180_000 }, () => {
  it('lets the player go fullscreen, also in safe-for-work mode; only YouTube is asked, locally', async () => {
    for (const settings of [ON, { ...ON, SFWmode: true }]) {
      const page = await harness.newPage({ settings });
      const asked = await blankYouTube(page);
      await harness.goto(page, postPath());
      await expect.poll(() => player(page).getAttribute('allowfullscreen', { timeout: TIMEOUT }), { timeout: TIMEOUT }).toBe('');
      await expect.poll(() => fullscreenEnabled(page), { timeout: TIMEOUT }).toBe(true);
      expect(await player(page).getAttribute('src')).toBe(`https://www.youtube.com/embed/${EMBEDS_SEED.videoId}`);
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.every((url) => url === `https://www.youtube.com/embed/${EMBEDS_SEED.videoId}`)).toBe(true);
      await page.context().close();
    }
  });

  it('leaves the player as AniList made it when switched off', async () => {
    const page = await harness.newPage({ settings: { ...ON, youtubeFullscreen: false } });
    const asked = await blankYouTube(page);
    await harness.goto(page, postPath());
    await expect.poll(() => asked.length, { timeout: TIMEOUT }).toBeGreaterThan(0);
    await expect.poll(() => fullscreenEnabled(page), { timeout: TIMEOUT }).toBe(false);
    expect(await player(page).getAttribute('allowfullscreen')).toBeNull();
    expect(await page.evaluate(() => window.automailDebug!.listActive().modules)).not.toContain('youtubeFullscreen');
    await page.context().close();
  });

  it('switched off on the settings page, it stops: players met afterwards keep AniList\'s markup', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    const asked = await blankYouTube(page);
    await harness.goto(page, postPath());
    await expect.poll(() => player(page).getAttribute('allowfullscreen', { timeout: TIMEOUT }), { timeout: TIMEOUT }).toBe('');
    await simNavigate(page, '/settings/apps');
    const box = page.locator('#hohSettings').getByLabel('Allow fullscreen on embedded YouTube videos');
    await box.waitFor({ timeout: TIMEOUT });
    expect(await box.isChecked()).toBe(true);
    await box.uncheck();
    await expect.poll(() => page.evaluate(() => window.automailDebug!.listActive().modules), { timeout: TIMEOUT }).not.toContain('youtubeFullscreen');
    const before = asked.length;
    await simNavigate(page, postPath());
    await expect.poll(() => asked.length, { timeout: TIMEOUT }).toBeGreaterThan(before);
    await expect.poll(() => fullscreenEnabled(page), { timeout: TIMEOUT }).toBe(false);
    expect(await player(page).getAttribute('allowfullscreen')).toBeNull();
    await page.context().close();
  });
});
