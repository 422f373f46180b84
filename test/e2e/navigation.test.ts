// End to end: the navigation modules from the built userscript on the simulator's nav
// (host-dom.md §1.2, host-dom-2026.md §1.1): the vertical bar 'CSSverticalNav' with its submenu,
// 'dropdownOnHover', 'mangaBrowse', the CSS switch 'CSSdarkDropdown' and the footer part of 'mobileFriendly'. None of them asks the
// API: each test checks that opening and using them sent nothing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { useHarness } from '../helpers/useHarness.ts';

const DEMO = NOTABLE_USERS.demo;
const CONDITIONAL_STYLE = '#conditional-aniscripts-styles';
/** A page whose content asks the API nothing, so any request would be a nav module's. */
const QUIET_PAGE = '/forum/overview';
/** Modules that ask the API on every page for a signed-in visitor. */
const QUIET = { notifications: false, dismissDot: false, forumMedia: false };

const harness = useHarness();

async function open(settings: Record<string, unknown>, opts: { siteUser?: string | null; theme?: 'default' | 'dark' | 'contrast'; path?: string; width?: number } = {}): Promise<Page> {
  const siteUser = opts.siteUser === null ? undefined : (opts.siteUser ?? DEMO);
  const page = await harness.newPage({ siteUser, settings: { ...QUIET, ...settings }, theme: opts.theme });
  if (opts.width) await page.setViewportSize({ width: opts.width, height: 900 });
  await harness.goto(page, opts.path ?? QUIET_PAGE);
  await page.waitForSelector(CONDITIONAL_STYLE, { state: 'attached', timeout: 60_000 });
  return page;
}

const box = (page: Page, selector: string) =>
  page.$eval(selector, (element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, top: rect.top, width: rect.width, height: rect.height, display: getComputedStyle(element).display };
  });

const apiRequestsSince = (start: number) => harness.requests().length - start;

describe("vertical navigation bar ('CSSverticalNav')", () => {
  const profile = `#nav .links a.link[href="/user/${DEMO}/"]`;

  it('stands at the left, 65 px wide, with the page beside it', async () => {
    const page = await open({ CSSverticalNav: true });
    const nav = await box(page, '#nav');
    expect(nav).toMatchObject({ left: 0, top: 0, width: 65 });
    expect(nav.height).toBe(900);
    // the links are stacked, not in a row
    const home = await box(page, '#nav .links a.link[href="/home"]');
    const profileBox = await box(page, profile);
    expect(profileBox.top).toBeGreaterThan(home.top);
    expect(profileBox.left).toBe(home.left);
    // the page content starts right of the bar
    expect((await box(page, '.page-content')).left).toBeGreaterThanOrEqual(65);
    await page.close();
  });

  it("opens the submenu of the viewer's pages on hovering Profile, and its links lead there", async () => {
    const start = harness.requests().length;
    const page = await open({ CSSverticalNav: true });
    const menu = `${profile} + .hohSubMenu`;
    await page.waitForSelector(menu, { state: 'attached' });
    // out of sight (left of the screen) until the profile link is hovered
    expect((await box(page, menu)).left).toBeLessThan(-1000);
    await page.hover(profile);
    await expect.poll(async () => (await box(page, menu)).left).toBe(65);
    const links = await page.$$eval(`${menu} a`, (as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['Favourites', `/user/${DEMO}/favorites`],
      ['Stats', `/user/${DEMO}/stats/anime/overview`],
      ['Social', `/user/${DEMO}/social`],
      ['Reviews', `/user/${DEMO}/reviews`],
      ['Submissions', `/user/${DEMO}/submissions`],
    ]);
    // beside the bar, level with the profile link
    const [menuBox, linkBox] = [await box(page, menu), await box(page, profile)];
    expect(menuBox.left).toBe(65);
    expect(Math.abs(menuBox.top - linkBox.top)).toBeLessThan(2);
    expect(apiRequestsSince(start)).toBe(0);
    await page.hover(`${menu} a[href$="/social"]`);
    await page.click(`${menu} a[href$="/social"]`);
    await page.waitForURL(`**/user/${DEMO}/social`);
    await page.waitForSelector('.user-social', { timeout: 60_000 });
    // the submenu stays for the next page (the module's next visit may draw it again: wait for it)
    await expect.poll(() => page.locator(menu).count(), { timeout: 60_000 }).toBe(1);
    await page.close();
  });

  it('is reachable with the keyboard', async () => {
    const page = await open({ CSSverticalNav: true });
    await page.waitForSelector(`${profile} + .hohSubMenu`, { state: 'attached' });
    await page.focus(profile);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Favourites');
    expect((await box(page, `${profile} + .hohSubMenu`)).left).toBe(65);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/user/${DEMO}/favorites`);
    await page.close();
  });

  it('links manga stats when the Browse link opens manga (mangaBrowse)', async () => {
    const page = await open({ CSSverticalNav: true, mangaBrowse: true });
    await page.waitForSelector(`${profile} + .hohSubMenu a[href="/user/${DEMO}/stats/manga/overview"]`, { state: 'attached' });
    await page.close();
  });

  it('has no submenu in mobile-friendly mode, and none for a guest', async () => {
    const mobile = await open({ CSSverticalNav: true, mobileFriendly: true });
    expect((await box(mobile, '#nav')).width).toBe(65);
    // the bar is there but not the submenu; with mobile mode off again the submenu comes back
    expect(await mobile.locator('.hohSubMenu').count()).toBe(0);
    await mobile.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('hohSettings') ?? '{}');
      localStorage.setItem('hohSettings', JSON.stringify({ ...stored, mobileFriendly: false }));
    });
    await mobile.reload();
    await mobile.waitForSelector(`${profile} + .hohSubMenu`, { state: 'attached', timeout: 60_000 });
    await mobile.close();

    const guest = await open({ CSSverticalNav: true }, { siteUser: null });
    expect((await box(guest, '#nav')).width).toBe(65);
    expect(await guest.locator('.hohSubMenu').count()).toBe(0);
    await guest.close();
  });

  it("leaves AniList's bar across the top when off, and the mobile layout on narrow screens", async () => {
    const page = await open({ CSSverticalNav: false });
    const nav = await box(page, '#nav');
    expect(nav.width).toBe(1280);
    expect(nav.height).toBe(68);
    expect(await page.locator('.hohSubMenu').count()).toBe(0);
    await page.close();

    const narrow = await open({ CSSverticalNav: true }, { width: 500 });
    expect((await box(narrow, '#nav')).display).toBe('none');
    expect((await box(narrow, '.page-content')).left).toBe(0);
    await narrow.close();
  });
});

describe("user menu on hover ('dropdownOnHover')", () => {
  const menu = '#dropdown-menu-user';

  it('opens the user menu when the pointer reaches the avatar and closes it on leaving', async () => {
    const start = harness.requests().length;
    const page = await open({ dropdownOnHover: true });
    expect(await page.isVisible(menu)).toBe(false);
    // the module is loaded lazily: hover until it answers
    await expect.poll(async () => {
      await page.mouse.move(640, 500);
      await page.hover('#nav .user .avatar');
      return page.isVisible(menu);
    }).toBe(true);
    // moving into the menu keeps it open, and its links work
    await page.hover(`${menu} a[href="/settings"]`);
    expect(await page.isVisible(menu)).toBe(true);
    await page.mouse.move(640, 500);
    await expect.poll(() => page.isVisible(menu)).toBe(false);
    expect(apiRequestsSince(start)).toBe(0);
    await page.close();
  });

  it('needs a click when off', async () => {
    const page = await open({ dropdownOnHover: false });
    await page.hover('#nav .user .avatar');
    expect(await page.isVisible(menu)).toBe(false);
    await page.click('#nav .user .el-dropdown-link');
    expect(await page.isVisible(menu)).toBe(true);
    await page.close();
  });
});

describe("Browse opens manga ('mangaBrowse')", () => {
  const browse = '#nav .browse-wrap > a.link';

  it('points the Browse link at manga search, and it goes there', async () => {
    const start = harness.requests().length;
    const page = await open({ mangaBrowse: true });
    await expect.poll(() => page.getAttribute(browse, 'href')).toBe('/search/manga');
    expect(await page.textContent(browse)).toBe('Browse');
    await page.click(browse);
    await page.waitForURL('**/search/manga');
    await page.waitForSelector('.search-page-unscoped .results.media .media-card', { timeout: 60_000 });
    // still manga on the next page, for a guest too
    await expect.poll(() => page.getAttribute(browse, 'href'), { timeout: 60_000 }).toBe('/search/manga');
    expect(apiRequestsSince(start)).toBe(0);
    await page.close();

    const guest = await open({ mangaBrowse: true }, { siteUser: null });
    await expect.poll(() => guest.getAttribute(browse, 'href')).toBe('/search/manga');
    await guest.close();
  });

  it("keeps AniList's anime browse when off", async () => {
    const page = await open({ mangaBrowse: false });
    expect(await page.getAttribute(browse, 'href')).toBe('/search/anime');
    await page.close();
  });
});

describe("dark dropdowns ('CSSdarkDropdown')", () => {
  const menuColours = (page: Page) =>
    page.$eval('#dropdown-menu-user', (menu) => {
      const probe = document.createElement('div');
      probe.style.background = 'rgb(var(--color-background))';
      document.body.append(probe);
      const darkest = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return { background: getComputedStyle(menu).backgroundColor, darkest };
    });

  it("draws the menus in the page's darkest colour in the dark theme", async () => {
    const page = await open({ CSSdarkDropdown: true }, { theme: 'dark' });
    await page.click('#nav .user .el-dropdown-link');
    const seen = await menuColours(page);
    expect(seen.background).toBe(seen.darkest);
    await page.close();
  });

  it("keeps AniList's card colour when off, and in the default theme", async () => {
    const off = await open({ CSSdarkDropdown: false }, { theme: 'dark' });
    await off.click('#nav .user .el-dropdown-link');
    const offSeen = await menuColours(off);
    expect(offSeen.background).not.toBe(offSeen.darkest);
    await off.close();

    const light = await open({ CSSdarkDropdown: true }, { theme: 'default' });
    await light.click('#nav .user .el-dropdown-link');
    const lightSeen = await menuColours(light);
    expect(lightSeen.background).toBe('rgb(250, 250, 250)');
    await light.close();
  });
});

describe("mobile-friendly mode ('mobileFriendly')", () => {
  const reviewsLink = '.footer .links section:last-child a.hohReviewsLink';

  it("adds a Reviews link to the footer's last column, and switches off the vertical nav's submenu", async () => {
    const start = harness.requests().length;
    const page = await open({ mobileFriendly: true, CSSverticalNav: true }, { width: 500 });
    await page.waitForSelector(reviewsLink, { timeout: 60_000 });
    expect(await page.textContent(reviewsLink)).toBe('Reviews');
    expect(await page.locator('.footer .links section:last-child a[href="/reviews"]').count()).toBe(1);
    expect(await page.locator('.hohSubMenu').count()).toBe(0);
    expect(apiRequestsSince(start)).toBe(0);
    await page.click(reviewsLink);
    await page.waitForURL('**/reviews');
    await page.waitForSelector('.recent-reviews', { timeout: 60_000 });
    // the link stays for the next page, once
    await expect.poll(() => page.locator(reviewsLink).count(), { timeout: 60_000 }).toBe(1);
    await page.close();
  });

  it('adds nothing when off', async () => {
    const page = await open({ mobileFriendly: false });
    await page.waitForSelector('.footer .links section:last-child', { state: 'attached' });
    expect(await page.locator('.hohReviewsLink').count()).toBe(0);
    await page.close();
  });
});

describe("right-to-left layout ('rightToLeft')", () => {
  const linkLefts = (page: Page) => page.$$eval('#nav .links > a.link', (links) => links.map((a) => Math.round(a.getBoundingClientRect().left)));

  it('lays the page out from the right: the nav and the footer start at the right', async () => {
    const page = await open({ rightToLeft: true });
    const lefts = await linkLefts(page);
    expect(lefts).toEqual([...lefts].sort((a, b) => b - a));
    expect(await page.$eval('.page-content', (content) => getComputedStyle(content).direction)).toBe('rtl');
    const footerFirst = await page.$eval('.footer .links section:first-child', (s) => s.getBoundingClientRect().left);
    const footerLast = await page.$eval('.footer .links section:last-child', (s) => s.getBoundingClientRect().left);
    expect(footerFirst).toBeGreaterThan(footerLast);
    await page.close();
  });

  it('keeps the left-to-right layout when off', async () => {
    const page = await open({ rightToLeft: false });
    const lefts = await linkLefts(page);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    expect(await page.$eval('.page-content', (content) => getComputedStyle(content).direction)).toBe('ltr');
    await page.close();
  });
});
