// End to end: the small home-page tweaks on the simulator's /home, from the built userscript:
// the CSS switch 'CSSexpandFeedFilters', 'hideGlobalFeed', 'dblclickZoom', 'homeScroll',
// 'ALbuttonReload' and the always-on link fixes ('homeLinkFixes').
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { World } from '../../sim/world/types.ts';
import { startHarness, waitForContent, type Harness } from '../helpers/harness.ts';
import { FEED_MODULES_OFF, feedEntryCount, openFeedPage, scrollForMore } from '../helpers/homeFeed.ts';

let harness: Harness;
let world: World;

beforeAll(async () => {
  harness = await startHarness();
  world = harness.sim.world;
});

// Every /home visit asks the API several times (the preview, the scores, the review totals, the
// forum titles, the notification pie every 4 s): each test starts with AniList's minute unspent,
// so one test's requests never make the next one wait for the rate window.
beforeEach(() => {
  harness.sim.resetRateLimit();
});

afterAll(async () => {
  await harness?.close();
});

const DEMO = NOTABLE_USERS.demo;
const QUIET = FEED_MODULES_OFF;

const openHome = (settings: Record<string, unknown>, path = '/home') => openFeedPage(harness, settings, path);
const entryCount = feedEntryCount;

const authors = (page: Page) => page.$$eval('.activity-feed > .activity-entry', (entries) => entries.map((e) => e.querySelector('.name')?.textContent?.trim() ?? ''));

describe("expanded feed filters ('CSSexpandFeedFilters')", () => {
  const menuStyle = (page: Page) =>
    page.$eval('.activity-feed-wrap .feed-select', (select) => ({
      menu: getComputedStyle(select.querySelector('.el-dropdown-menu')!).display,
      position: getComputedStyle(select.querySelector('.el-dropdown-menu')!).position,
      trigger: getComputedStyle(select.querySelector('.feed-filter')!).display,
    }));

  it('shows the feed-type filter as a row of choices instead of a dropdown', async () => {
    const page = await openHome({ CSSexpandFeedFilters: true });
    await expect.poll(() => menuStyle(page)).toEqual({ menu: 'flex', position: 'static', trigger: 'none' });
    expect(await page.isVisible('.activity-feed-wrap .el-dropdown-menu__item[data-sim-feed-type="text"]')).toBe(true);
    // The choices still work: Status shows status posts only.
    await page.click('.activity-feed-wrap .el-dropdown-menu__item[data-sim-feed-type="text"]');
    await expect.poll(() => page.$$eval('.activity-feed > .activity-entry', (es) => es.every((e) => e.classList.contains('activity-text'))), { timeout: 60_000 }).toBe(true);
    await page.close();
  });

  it('leaves AniList\'s dropdown as it is when off', async () => {
    const page = await openHome({});
    expect(await menuStyle(page)).toEqual({ menu: 'none', position: 'absolute', trigger: 'inline-block' });
    await page.close();
  });
});

describe("hide the Global feed ('hideGlobalFeed')", () => {
  const followed = () => {
    const demo = world.getUserByName(DEMO)!;
    return new Set([demo.id, ...demo.following].map((id) => world.getUserById(id)!.name));
  };

  it('hides the Global toggle and switches a Global feed to Following', async () => {
    const page = await openHome({ hideGlobalFeed: true }, '/home?feed=global');
    await page.waitForSelector('.feed-type-toggle > [data-sim-feed="global"]', { state: 'hidden' });
    await expect.poll(() => page.getAttribute('.feed-type-toggle > [data-sim-feed="following"]', 'class')).toContain('active');
    const names = followed();
    await expect.poll(async () => (await authors(page)).filter((name) => !names.has(name)), { timeout: 60_000 }).toEqual([]);
    expect(await page.isVisible('.feed-type-toggle > [data-sim-feed="following"]')).toBe(true);
    await page.close();
  });

  it('keeps the toggle when off', async () => {
    const page = await openHome({}, '/home?feed=global');
    expect(await page.isVisible('.feed-type-toggle > [data-sim-feed="global"]')).toBe(true);
    expect(await page.getAttribute('.feed-type-toggle > [data-sim-feed="global"]', 'class')).toContain('active');
    await page.close();
  });
});

describe("double-click zoom ('dblclickZoom')", () => {
  const zoomOf = (page: Page, index: number) => page.$eval(`.activity-feed > .activity-entry:nth-child(${index})`, (e) => getComputedStyle(e).zoom);

  it('enlarges an activity on double-click and puts it back on the next', async () => {
    const page = await openHome({ dblclickZoom: true });
    const width = () => page.$eval('.activity-feed > .activity-entry:nth-child(2)', (e) => Math.round(e.getBoundingClientRect().width));
    const before = await width();
    await page.dblclick('.activity-feed > .activity-entry:nth-child(2) .wrap');
    await expect.poll(() => zoomOf(page, 2)).toBe('1.5');
    expect(await zoomOf(page, 1)).toBe('1');
    // Bigger, but still the width of the column.
    expect(Math.abs((await width()) - before)).toBeLessThanOrEqual(2);
    await page.dblclick('.activity-feed > .activity-entry:nth-child(2) .wrap');
    await expect.poll(() => zoomOf(page, 2)).toBe('1');
    // A double-click in the status composer selects a word, it does not zoom.
    await page.fill('.activity-edit textarea', 'hello there');
    await page.dblclick('.activity-edit textarea');
    expect(await page.locator('.hohZoomed').count()).toBe(0);
    await page.close();
  });

  it('does nothing when off', async () => {
    const page = await openHome({});
    await page.dblclick('.activity-feed > .activity-entry:nth-child(2) .wrap');
    expect(await zoomOf(page, 2)).toBe('1');
    await page.close();
  });
});

describe("home link scrolls to the top ('homeScroll')", () => {
  it('scrolls back up on /home, keeping the feed as it was', async () => {
    const page = await openHome({ homeScroll: true });
    await scrollForMore(page);
    // Away from the infinite-scroll sentinel, once the last page has landed.
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForSelector('.activity-feed-wrap:not([data-sim-loading])', { state: 'attached' });
    const count = await entryCount(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.click('#nav .links a[href="/home"]');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 60_000 }).toBe(0);
    expect(await entryCount(page)).toBe(count);
    expect(page.url()).toBe('https://anilist.co/home');
    await page.close();
  });

  it('leaves the link alone on other pages', async () => {
    const page = await harness.newPage({ siteUser: DEMO, settings: { ...QUIET, homeScroll: true } });
    await harness.goto(page, `/user/${DEMO}/`);
    await page.click('#nav .links a[href="/home"]');
    await page.waitForURL('https://anilist.co/home');
    await waitForContent(page, '/home');
    await page.waitForSelector('.activity-feed > .activity-entry', { state: 'attached' });
    await page.close();
  });
});

describe("logo reloads the feed ('ALbuttonReload')", () => {
  it('reloads the feed in place on /home: a new post shows without a page load', async () => {
    const page = await openHome({ ALbuttonReload: true });
    await scrollForMore(page);
    await page.evaluate(() => ((window as unknown as { hohMarker: number }).hohMarker = 42));
    const aoi = world.getUserByName('Aoi')!;
    const post = world.saveTextActivity(aoi.id, 'Fresh post written after the page was opened.');
    harness.clearRequests();
    await page.click('#nav .logo');
    await expect.poll(() => page.getAttribute('.activity-feed > .activity-entry:first-child', 'data-activity-id'), { timeout: 60_000 }).toBe(String(post.id));
    expect(await entryCount(page)).toBe(25);
    expect(await page.evaluate(() => (window as unknown as { hohMarker?: number }).hohMarker)).toBe(42);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(page.url()).toBe('https://anilist.co/home');
    // The script asked the API nothing: the feed is AniList's own.
    expect(harness.requests()).toEqual([]);
    world.deleteActivity(aoi.id, post.id);
    await page.close();
  });
});

describe("home link fixes ('homeLinkFixes')", () => {
  it('makes the Recent Reviews and Forum Activity headings links to /reviews and /forum/overview', async () => {
    const page = await openHome({});
    await page.waitForSelector('.recent-reviews h2.section-header a.hohHeadingLink');
    expect(await page.$eval('.recent-reviews h2.section-header a', (a) => [a.getAttribute('href'), a.textContent])).toEqual(['/reviews', 'Recent Reviews']);
    expect(await page.$eval('.recent-threads h2.section-header a', (a) => [a.getAttribute('href'), a.textContent])).toEqual(['/forum/overview', 'Forum Activity']);
    await page.click('.recent-reviews h2.section-header a');
    await page.waitForURL('https://anilist.co/reviews');
    await waitForContent(page, '/reviews');
    await page.waitForSelector('.recent-reviews .review-card', { state: 'attached' });
    await page.goBack();
    await waitForContent(page, '/home');
    await page.click('.recent-threads h2.section-header a');
    await page.waitForURL('https://anilist.co/forum/overview');
    await page.close();
  });

  it('leaves a guest\'s landing page alone', async () => {
    const page = await harness.newPage({ settings: QUIET });
    await harness.goto(page, '/home');
    await page.waitForSelector('.landing');
    expect(await page.locator('.hohHeadingLink').count()).toBe(0);
    expect(await page.evaluate(() => window.automailDebug!.listActive().modules)).toContain('homeLinkFixes');
    await page.close();
  });
});
