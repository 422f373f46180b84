// End to end: the CSS-only switches (src/core/styles.ts `conditionalRules`), run from the built
// userscript in Chromium on the simulator's pages. Each switch is checked twice: with it on, the
// affected element looks different on screen (computed style, visibility, layout); with it off,
// AniList's own look is back. The selectors are AniList's (host-dom.md §2.3, §2.4, §2.10, §1).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaPath } from '../../sim/pages/format.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';

const PROFILE_OWNER = 'Aoi';
const CONDITIONAL_STYLE = '#conditional-aniscripts-styles';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** A page with only `settings` preset, opened at `path` once the script has written its styles. */
async function openWith(settings: Record<string, boolean>, path: string, opts: { siteUser?: string } = {}): Promise<Page> {
  const page = await harness.newPage({ settings, siteUser: opts.siteUser });
  await harness.goto(page, path);
  await page.waitForSelector(CONDITIONAL_STYLE, { state: 'attached', timeout: 30_000 });
  return page;
}

interface Seen {
  display: string;
  visible: boolean;
  top: number;
  height: number;
  backgroundImage: string;
}

/** How the first element matching `selector` is drawn. */
function seen(page: Page, selector: string): Promise<Seen> {
  return page.$eval(selector, (element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      display: style.display,
      visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
      top: box.top + window.scrollY,
      height: box.height,
      backgroundImage: style.backgroundImage,
    };
  });
}

describe("banner shadow ('CSSbannerShadow')", () => {
  const mediaPage = () => mediaPath(harness.sim.world.allMedia('ANIME').find((media) => media.bannerImage)!);

  it('removes the dark gradient over the profile banner when on', async () => {
    const page = await openWith({ CSSbannerShadow: true }, `/user/${PROFILE_OWNER}/`);
    const shadow = await seen(page, '.user .banner .shadow');
    expect(shadow.display).toBe('none');
    expect(shadow.visible).toBe(false);
    // the banner itself stays
    expect((await seen(page, '.user .banner')).visible).toBe(true);
  });

  it('removes the shadow over a media page banner when on', async () => {
    const page = await openWith({ CSSbannerShadow: true }, mediaPage());
    const shadow = await seen(page, '.media .banner .shadow');
    expect(shadow.visible).toBe(false);
    expect((await seen(page, '.media .banner')).visible).toBe(true);
  });

  it("keeps AniList's banner shadow when off", async () => {
    const page = await openWith({ CSSbannerShadow: false }, `/user/${PROFILE_OWNER}/`);
    const shadow = await seen(page, '.user .banner .shadow');
    expect(shadow.visible).toBe(true);
    expect(shadow.height).toBe((await seen(page, '.user .banner')).height);
    expect(shadow.backgroundImage).toContain('linear-gradient');
    const media = await openWith({ CSSbannerShadow: false }, mediaPage());
    expect((await seen(media, '.media .banner .shadow')).visible).toBe(true);
  });
});

describe("profile clutter ('CSSprofileClutter')", () => {
  const HISTORY = '.overview .section > .desktop:has(.activity-history)';
  const GENRES = '.overview .section > .desktop:has(.genre-overview)';
  const FAVOURITES = '.overview .section > .desktop.favourites';

  it('hides the activity history and genre overview, keeps the about text and favourites, when on', async () => {
    const page = await openWith({ CSSprofileClutter: true }, `/user/${PROFILE_OWNER}/`);
    expect((await seen(page, HISTORY)).visible).toBe(false);
    expect((await seen(page, GENRES)).visible).toBe(false);
    const about = await seen(page, '.overview .section > .about');
    const favourites = await seen(page, FAVOURITES);
    expect(about.visible).toBe(true);
    expect(favourites.visible).toBe(true);
    // the favourites move up to just below the about text (its content keeps a 30 px margin)
    expect(favourites.top - (about.top + about.height)).toBeLessThan(40);
    // the second column (stats, feed) is untouched
    expect((await seen(page, '.overview > .section:nth-of-type(2) .stats-wrap')).visible).toBe(true);
  });

  it('shows every overview block when off', async () => {
    const page = await openWith({ CSSprofileClutter: false }, `/user/${PROFILE_OWNER}/`);
    const history = await seen(page, HISTORY);
    const genres = await seen(page, GENRES);
    const favourites = await seen(page, FAVOURITES);
    expect(history.visible).toBe(true);
    expect(genres.visible).toBe(true);
    expect(await page.locator(`${HISTORY} .history-day`).count()).toBeGreaterThan(100);
    expect(favourites.top).toBeGreaterThan(genres.top + genres.height);
  });
});
