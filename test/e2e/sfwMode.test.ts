// End to end: safe-for-work mode ('SFWmode') from the built userscript in Chromium on the
// simulator: the 'Table of Contents' title on every page and across navigation, media pages with
// a blocked tag hiding their cover and banner, the switch offered on the settings page. Its feed
// dimming is in homeFeed.test.ts, its profile CSS and background effects in profileStyle.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { Media } from '../../sim/world/types.ts';
import { SFW_BLOCKED_TAGS } from '../../src/lib/sfwWords.ts';
import { waitForContent } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const SFW = 'SFWmode';
const TITLE = 'Table of Contents';

const harness = useHarness();

const blocked = (name: string) => SFW_BLOCKED_TAGS.some((tag) => name.toLowerCase().includes(tag));

function mediaWhere(censored: boolean): Media {
  const world = harness.sim.world;
  const found = [...world.allMedia('ANIME')].find((m) => !m.isAdult && world.mediaTags(m).length > 0 && world.mediaTags(m).some((t) => blocked(t.name)) === censored);
  if (!found) throw new Error(`no anime with${censored ? '' : 'out'} a blocked tag`);
  return found;
}

async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => (window as unknown as { __simNavigate(path: string): void }).__simNavigate(to), path);
  await page.waitForFunction((to) => location.pathname === to, path);
  await waitForContent(page, path);
}

const coverVisibility = (page: Page) => page.$eval('.header .cover', (cover) => getComputedStyle(cover).visibility);

describe(`safe-for-work mode ('${SFW}')`, () => {
  it('titles every page "Table of Contents", also after navigating', async () => {
    const page = await harness.newPage({ settings: { [SFW]: true } });
    await harness.goto(page, '/home');
    await expect.poll(() => page.title()).toBe(TITLE);
    await navigate(page, '/search/anime');
    await expect.poll(() => page.title()).toBe(TITLE);
    await navigate(page, `/user/${NOTABLE_USERS.demo}/`);
    await expect.poll(() => page.title()).toBe(TITLE);
    await page.context().close();
  });

  it('leaves AniList\'s titles alone when off', async () => {
    const page = await harness.newPage({ settings: { [SFW]: false } });
    await harness.goto(page, `/user/${NOTABLE_USERS.demo}/`);
    await page.waitForSelector('.user-page-unscoped');
    expect(await page.title()).toContain(NOTABLE_USERS.demo);
    await page.context().close();
  });

  it('hides the cover and banner of media with a blocked tag, and only those', async () => {
    const censored = mediaWhere(true);
    const page = await harness.newPage({ settings: { [SFW]: true } });
    await harness.goto(page, `/anime/${censored.id}`);
    await page.waitForSelector('.page-content.hohSfwCensored', { state: 'attached' });
    expect(await coverVisibility(page)).toBe('hidden');

    const clean = mediaWhere(false);
    await navigate(page, `/anime/${clean.id}`);
    await page.waitForSelector('.tags .tag .name');
    await expect.poll(() => page.$('.page-content.hohSfwCensored')).toBeNull();
    expect(await coverVisibility(page)).toBe('visible');
    await page.context().close();
  });

  it('shows covers as usual when off', async () => {
    const page = await harness.newPage({ settings: { [SFW]: false } });
    await harness.goto(page, `/anime/${mediaWhere(true).id}`);
    await page.waitForSelector('.tags .tag .name');
    expect(await coverVisibility(page)).toBe('visible');
    expect(await page.$('.page-content.hohSfwCensored')).toBeNull();
    await page.context().close();
  });

  it('is offered on the settings page, and switching it on there titles the page at once', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await harness.goto(page, '/settings/apps');
    const row = page.locator(`#hohSettings [data-setting="${SFW}"]`);
    await row.waitFor();
    expect(await page.title()).not.toBe(TITLE);
    await row.getByRole('checkbox').check();
    await expect.poll(() => page.title()).toBe(TITLE);
    await row.getByRole('checkbox').uncheck();
    await expect.poll(() => page.title()).not.toBe(TITLE);
    await page.context().close();
  });
});
