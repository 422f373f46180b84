// End to end: the CSS-only switches (src/core/styles.ts `conditionalRules`), run from the built
// userscript in Chromium on the simulator's pages. Each switch is checked twice: with it on, the
// affected element looks different on screen (computed style, visibility, layout); with it off,
// AniList's own look is back. The selectors are AniList's (host-dom.md §2.3, §2.4, §2.10, §1).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mediaPath } from '../../sim/pages/format.ts';
import { LOGO_STUDIO } from '../../sim/world/seedStudioLogos.ts';
import { STUDIO_LOGOS } from '../../src/modules/CSSfavs/logos.ts';
import { useHarness } from '../helpers/useHarness.ts';

const PROFILE_OWNER = 'Aoi';
const CONDITIONAL_STYLE = '#conditional-aniscripts-styles';

const harness = useHarness();

/** A page with only `settings` preset, opened at `path` once the script has written its styles. */
async function openWith(settings: Record<string, boolean>, path: string, opts: { siteUser?: string } = {}): Promise<Page> {
  const page = await harness.newPage({ settings, siteUser: opts.siteUser });
  await harness.goto(page, path);
  await page.waitForSelector(CONDITIONAL_STYLE, { state: 'attached', timeout: 60_000 });
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

/** A site colour variable as Chromium reports a computed colour ("rgb(r, g, b)"). */
const siteColour = (page: Page, name: string) =>
  page.evaluate((variable) => `rgb(${getComputedStyle(document.body).getPropertyValue(variable).trim().split(/\s*,\s*/).join(', ')})`, `--color-${name}`);

/** A visible list owner with `format` and scored entries of both kinds `wanted` asks for. */
function listOwner(format: string, wanted: (scores: number[]) => boolean): string {
  const world = harness.sim.world;
  const owner = world.users().find((user) =>
    !user.private && user.name !== 'Hoarder' && user.mediaListOptions.scoreFormat === format &&
    wanted(world.listEntries(user.id, 'ANIME').filter((entry) => !entry.private).map((entry) => entry.score)));
  if (!owner) throw new Error(`no ${format} list owner in the seeded world`);
  return owner.name;
}

describe("decimal point ('CSSdecimalPoint')", () => {
  const owner = () => listOwner('POINT_10_DECIMAL', (scores) => scores.some((s) => s > 0 && Number.isInteger(s)) && scores.some((s) => !Number.isInteger(s)));
  const scoreCells = (page: Page) =>
    page.$$eval('.medialist .list-entries .entry .score[score]', (cells) =>
      cells.map((cell) => ({ score: Number(cell.getAttribute('score')), text: cell.textContent?.trim() ?? '', after: getComputedStyle(cell, '::after').content })));

  it('draws ".0" after whole scores of a decimal-format list when on', async () => {
    const page = await openWith({ CSSdecimalPoint: true }, `/user/${owner()}/animelist`);
    const cells = await scoreCells(page);
    const whole = cells.filter((cell) => cell.score > 0 && Number.isInteger(cell.score));
    const fractional = cells.filter((cell) => !Number.isInteger(cell.score));
    expect(whole.length).toBeGreaterThan(0);
    expect(fractional.length).toBeGreaterThan(0);
    for (const cell of whole) {
      expect(cell.text).toBe(String(cell.score)); // AniList prints "8"
      expect(cell.after).toBe('".0"'); // … and the switch draws "8.0"
    }
    for (const cell of fractional) expect(cell.after).toBe('none');
  });

  it('leaves whole decimal scores as AniList prints them when off', async () => {
    const page = await openWith({ CSSdecimalPoint: false }, `/user/${owner()}/animelist`);
    const whole = (await scoreCells(page)).filter((cell) => cell.score > 0 && Number.isInteger(cell.score));
    expect(whole.length).toBeGreaterThan(0);
    for (const cell of whole) expect(cell.after).toBe('none');
  });

  it('does not touch lists in other score formats', async () => {
    const page = await openWith({ CSSdecimalPoint: true }, `/user/${listOwner('POINT_10', (scores) => scores.some((s) => s > 0))}/animelist`);
    const cells = (await scoreCells(page)).filter((cell) => cell.score > 0);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell.after).toBe('none');
  });
});

describe("smiley score colours ('CSSsmileyScore')", () => {
  const owner = () => listOwner('POINT_3', (scores) => [1, 2, 3].every((wanted) => scores.includes(wanted)));
  const iconColours = (page: Page) =>
    page.$$eval('.medialist .score [data-icon]', (icons) => icons.map((icon) => ({ icon: icon.getAttribute('data-icon'), colour: getComputedStyle(icon).color })));

  it('draws smile green, meh orange and frown red when on', async () => {
    const page = await openWith({ CSSsmileyScore: true }, `/user/${owner()}/animelist`);
    const expected: Record<string, string> = { smile: await siteColour(page, 'green'), meh: await siteColour(page, 'orange'), frown: await siteColour(page, 'red') };
    const icons = await iconColours(page);
    expect(new Set(icons.map((icon) => icon.icon))).toEqual(new Set(['smile', 'meh', 'frown']));
    for (const icon of icons) expect(icon.colour).toBe(expected[icon.icon!]);
  });

  it("keeps AniList's single icon colour when off", async () => {
    const page = await openWith({ CSSsmileyScore: false }, `/user/${owner()}/animelist`);
    const colours = new Set((await iconColours(page)).map((icon) => icon.colour));
    expect(colours.size).toBe(1);
    expect(colours.has(await siteColour(page, 'green'))).toBe(false);
  });
});

describe("green manga ('CSSgreenManga')", () => {
  const cardTitleColours = (page: Page) => page.$$eval('.media-card .overlay a.title', (titles) => titles.map((title) => getComputedStyle(title).color));

  it('draws manga titles on browse in green, anime titles unchanged, when on', async () => {
    const page = await openWith({ CSSgreenManga: true }, '/search/manga');
    const green = await siteColour(page, 'green');
    const manga = await cardTitleColours(page);
    expect(manga.length).toBeGreaterThan(0);
    for (const colour of manga) expect(colour).toBe(green);
    await harness.goto(page, '/search/anime');
    const anime = await cardTitleColours(page);
    expect(anime.length).toBeGreaterThan(0);
    for (const colour of anime) expect(colour).not.toBe(green);
  });

  it("keeps AniList's title colour for manga when off", async () => {
    const page = await openWith({ CSSgreenManga: false }, '/search/manga');
    const green = await siteColour(page, 'green');
    const manga = await cardTitleColours(page);
    expect(manga.length).toBeGreaterThan(0);
    for (const colour of manga) expect(colour).not.toBe(green);
  });
});

describe("favourites five a row, with studio logos ('CSSfavs')", () => {
  const LOGO_HREF = `/studio/${LOGO_STUDIO.id}/Kyoto-Animation`;
  /** A visible member with more than five favourite anime, so a second row exists. */
  const collector = () => harness.sim.world.users().find((user) => !user.private && user.favourites.anime.length > 5)!.name;
  const rows = (page: Page) =>
    page.$eval('.overview .favourites-wrap.anime', (wrap) => {
      const tops = [...wrap.children].map((tile) => Math.round(tile.getBoundingClientRect().top));
      return { tiles: tops.length, firstRow: tops.filter((top) => top === tops[0]).length, columns: getComputedStyle(wrap).gridTemplateColumns.split(' ').length };
    });
  const logo = (page: Page, href: string) =>
    page.$eval(`a.favourite.studio[href="${href}"]`, (link) => {
      const after = getComputedStyle(link, '::after');
      return { content: after.content, backgroundImage: after.backgroundImage, height: after.height, linkHeight: link.getBoundingClientRect().height };
    });

  it('lays favourites out five to a row at desktop and tablet widths when on', async () => {
    const page = await openWith({ CSSfavs: true }, `/user/${collector()}/`);
    for (const width of [1280, 1000]) {
      await page.setViewportSize({ width, height: 900 });
      const seenRows = await rows(page);
      expect(seenRows.tiles).toBeGreaterThan(5);
      expect(seenRows.columns).toBe(5);
      expect(seenRows.firstRow).toBe(5);
    }
  });

  it("keeps AniList's wider rows when off", async () => {
    const page = await openWith({ CSSfavs: false }, `/user/${collector()}/`);
    await page.setViewportSize({ width: 1000, height: 900 });
    const seenRows = await rows(page);
    expect(seenRows.tiles).toBeGreaterThan(5);
    expect(seenRows.firstRow).toBeGreaterThan(5);
  });

  it("draws a favourite studio's logo from the logo table, and none for studios not in it, when on", async () => {
    const page = await openWith({ CSSfavs: true }, `/user/${LOGO_STUDIO.favouritedBy}/`);
    const url = STUDIO_LOGOS.find(([id]) => id === LOGO_STUDIO.id)![2];
    // The logos are the studioLogos module's (drawn once its code is loaded on the profile).
    await expect.poll(async () => (await logo(page, LOGO_HREF)).backgroundImage).toBe(`url("${url}")`);
    const known = await logo(page, LOGO_HREF);
    expect(known.content).toBe('""');
    expect(known.backgroundImage).toBe(`url("${url}")`);
    expect(parseFloat(known.height)).toBeGreaterThan(0);
    const others = await page.$$eval('a.favourite.studio', (links) => links.map((link) => link.getAttribute('href')!));
    for (const href of others.filter((href) => href !== LOGO_HREF)) expect((await logo(page, href)).content).toBe('none');
  });

  const running = (page: Page) => page.evaluate(() => window.automailDebug!.listActive().modules);

  it('draws the logos on the favourites page too, and leaves none on a page without favourites', async () => {
    const page = await openWith({ CSSfavs: true }, `/user/${LOGO_STUDIO.favouritedBy}/favorites`);
    const url = STUDIO_LOGOS.find(([id]) => id === LOGO_STUDIO.id)![2];
    await expect.poll(async () => (await logo(page, LOGO_HREF)).backgroundImage).toBe(`url("${url}")`);
    await page.evaluate((path) => (window as unknown as { __simNavigate(path: string): void }).__simNavigate(path), `/user/${LOGO_STUDIO.favouritedBy}/animelist`);
    await page.waitForURL(/\/animelist$/);
    await expect.poll(() => page.locator('#hohStudioLogos').count()).toBe(0);
    await expect.poll(() => running(page)).not.toContain('CSSfavs');
  });

  it('draws no studio logo when off', async () => {
    const page = await openWith({ CSSfavs: false }, `/user/${LOGO_STUDIO.favouritedBy}/`);
    // The script has routed this page (its always-on jobs run) and left the logos' module out.
    await expect.poll(() => running(page)).toContain('linkCleanup');
    expect(await running(page)).not.toContain('CSSfavs');
    expect(await page.locator('#hohStudioLogos').count()).toBe(0);
    const known = await logo(page, LOGO_HREF);
    expect(known.content).toBe('none');
    expect(known.backgroundImage).toBe('none');
  });
});
