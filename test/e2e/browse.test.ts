// End to end: the browse modules from the built userscript on the simulator's /search pages and
// studio pages (host-dom.md §2.10, §2.13; host-dom-2026 §2.10): 'browseFilters' (episode,
// chapter and volume sorts in AniList's sort control) and 'CSScompactBrowse' (the view switcher
// and its layouts). Neither asks the API: AniList's browse reads `?sort=` itself.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media, World } from '../../sim/world/types.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';

const CONDITIONAL_STYLE = '#conditional-aniscripts-styles';
const CARDS = '.search-page-unscoped .results.media > .media-card';

let harness: Harness;
let world: World;

beforeAll(async () => {
  harness = await startHarness();
  world = harness.sim.world;
});

afterAll(async () => {
  await harness?.close();
});

async function open(settings: Record<string, unknown>, path: string, width?: number): Promise<Page> {
  const page = await harness.newPage({ settings });
  if (width) await page.setViewportSize({ width, height: 900 });
  await harness.goto(page, path);
  await page.waitForSelector(CONDITIONAL_STYLE, { state: 'attached', timeout: 60_000 });
  return page;
}

/** The media of the shown cards, in order. */
async function shownMedia(page: Page, selector = CARDS): Promise<Media[]> {
  const hrefs = await page.$$eval(`${selector} .overlay a.title`, (links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => world.getMedia(Number(href.split('/')[2]))!);
}

const extraSorts = (page: Page) =>
  page.$$eval('.sort-wrap .options .hohExtraSorts a.option', (links) => links.map((a) => ({ text: a.textContent, sort: a.getAttribute('data-sort'), href: a.getAttribute('href'), current: a.getAttribute('aria-current') })));

describe("episode, chapter and volume sorts ('browseFilters')", () => {
  it('adds episode sorts to anime browse; choosing one sorts the results by episodes', async () => {
    const start = harness.requests().length;
    const page = await open({}, '/search/anime');
    await page.waitForSelector('.hohExtraSorts a.option', { timeout: 60_000 });
    expect(await extraSorts(page)).toEqual([
      { text: 'Most Episodes', sort: 'EPISODES_DESC', href: '/search/anime?sort=EPISODES_DESC', current: null },
      { text: 'Fewest Episodes', sort: 'EPISODES', href: '/search/anime?sort=EPISODES', current: null },
    ]);
    const before = await shownMedia(page);
    await page.click('.hohExtraSorts a[data-sort="EPISODES_DESC"]');
    await page.waitForURL('**/search/anime?sort=EPISODES_DESC');
    // AniList's results are redrawn: wait for the new ones
    await expect.poll(async () => {
      const ids = (await shownMedia(page)).map((m) => m.id);
      return ids.length > 10 && ids.join() !== before.map((m) => m.id).join();
    }).toBe(true);
    const episodes = (await shownMedia(page)).map((m) => m.episodes ?? 0);
    expect(episodes.length).toBeGreaterThan(10);
    expect(episodes).toEqual([...episodes].sort((a, b) => b - a));
    const mostEpisodes = Math.max(...[...world.allMedia('ANIME')].filter((m) => !m.isAdult).map((m) => m.episodes ?? 0));
    expect(episodes[0]).toBe(mostEpisodes);
    // the chosen sort is marked, AniList's own options are not
    await expect.poll(async () => (await extraSorts(page))[0].current).toBe('true');
    expect(await page.locator('.sort-wrap .options > .option.active').count()).toBe(0);
    expect(harness.requests().length - start).toBe(0);
    await page.close();
  });

  it('adds chapter and volume sorts to manga browse, keeping the other filters, by keyboard too', async () => {
    const page = await open({}, '/search/manga?search=a');
    await page.waitForSelector('.hohExtraSorts a.option', { timeout: 60_000 });
    expect((await extraSorts(page)).map((s) => [s.text, s.href])).toEqual([
      ['Most Chapters', '/search/manga?search=a&sort=CHAPTERS_DESC'],
      ['Fewest Chapters', '/search/manga?search=a&sort=CHAPTERS'],
      ['Most Volumes', '/search/manga?search=a&sort=VOLUMES_DESC'],
      ['Fewest Volumes', '/search/manga?search=a&sort=VOLUMES'],
    ]);
    await page.focus('.hohExtraSorts a[data-sort="VOLUMES"]');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search/manga?search=a&sort=VOLUMES');
    await expect.poll(async () => (await extraSorts(page))[3].current, { timeout: 60_000 }).toBe('true');
    const shown = await shownMedia(page);
    expect(shown.every((m) => m.title.romaji.toLowerCase().includes('a') || (m.title.english ?? '').toLowerCase().includes('a') || (m.title.native ?? '').toLowerCase().includes('a'))).toBe(true);
    const volumes = shown.map((m) => m.volumes ?? 0);
    expect(volumes).toEqual([...volumes].sort((a, b) => a - b));
    // the options now lead to the sorted search with the new sort
    expect((await extraSorts(page))[0].href).toBe('/search/manga?search=a&sort=CHAPTERS_DESC');
    await page.close();
  });

  it('adds nothing to character browse, or when off', async () => {
    const characters = await open({}, '/search/characters');
    await characters.waitForSelector('.results.characters', { timeout: 60_000 });
    expect(await characters.locator('.hohExtraSorts').count()).toBe(0);
    await characters.close();
    const off = await open({ browseFilters: false }, '/search/anime');
    expect(await off.locator('.hohExtraSorts').count()).toBe(0);
    expect(await off.locator('.sort-wrap .options > .option').count()).toBe(3);
    await off.close();
  });
});

describe("browse view switcher ('CSScompactBrowse')", () => {
  const SWITCH = '.search-page-unscoped .hohThemeSwitch';
  const cardBoxes = (page: Page, selector = CARDS) =>
    page.$$eval(selector, (cards) => cards.slice(0, 3).map((card) => {
      const box = card.getBoundingClientRect();
      const image = card.querySelector('.image-link');
      const data = card.querySelector('.data');
      return {
        left: Math.round(box.left), top: Math.round(box.top), width: Math.round(box.width), height: Math.round(box.height),
        image: image ? getComputedStyle(image).display !== 'none' && image.getBoundingClientRect().width > 0 : false,
        data: data ? getComputedStyle(data).display !== 'none' : false,
      };
    }));

  it('switches the results between AniList\'s grid, cards with details, a list and a compact list', async () => {
    const start = harness.requests().length;
    const page = await open({}, '/search/anime');
    await page.waitForSelector(`${SWITCH} button`, { timeout: 60_000 });
    expect(await page.$$eval(`${SWITCH} button`, (bs) => bs.map((b) => [b.textContent, b.getAttribute('aria-pressed')]))).toEqual([
      ['AniList view', 'true'], ['Cards with details', 'false'], ['List', 'false'], ['Compact list', 'false'],
    ]);
    const grid = await cardBoxes(page);
    // AniList's grid: covers side by side, no details
    expect(grid[1].top).toBe(grid[0].top);
    expect(grid[0].data).toBe(false);

    await page.click(`${SWITCH} button[data-view="card"]`);
    const cards = await cardBoxes(page);
    expect(cards[0].data).toBe(true);
    expect(cards[0].image).toBe(true);
    expect(cards[0].width).toBeGreaterThan(grid[0].width * 2);
    expect(await page.$eval('.search-page-unscoped', (root) => root.classList.contains('cardView'))).toBe(true);

    await page.click(`${SWITCH} button[data-view="list"]`);
    const list = await cardBoxes(page);
    expect(list[1].top).toBeGreaterThan(list[0].top);
    expect(list[1].left).toBe(list[0].left);
    expect(list[0].image).toBe(true);
    expect(list[0].height).toBeLessThan(grid[0].height / 2);

    await page.click(`${SWITCH} button[data-view="compact"]`);
    const compact = await cardBoxes(page);
    expect(compact[0].image).toBe(false);
    expect(compact[0].height).toBeLessThan(list[0].height);
    expect(compact[1].top).toBeGreaterThan(compact[0].top);
    expect(await page.$eval(`${SWITCH} button[data-view="compact"]`, (b) => b.getAttribute('aria-pressed'))).toBe('true');

    // the choice holds for the next load
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector(`${SWITCH} button.active`, { timeout: 60_000 });
    expect(await page.$eval('.search-page-unscoped', (root) => root.classList.contains('compactListView'))).toBe(true);
    await page.click(`${SWITCH} button[data-view="default"]`);
    expect(await page.$eval('.search-page-unscoped', (root) => root.className)).not.toMatch(/View/);
    expect(harness.requests().length - start).toBe(0);
    await page.close();
  });

  it('works on studio pages, by keyboard, and fits 500 px', async () => {
    const studio = [...world.allStudios()].find((s) => world.studioMedia(s.id).length > 2)!;
    const page = await open({}, `/studio/${studio.id}`, 500);
    const cards = '.studio-page-unscoped .grid-wrap > .media-card';
    await page.waitForSelector('.studio-page-unscoped .hohThemeSwitch button', { timeout: 60_000 });
    await page.focus('.studio-page-unscoped .hohThemeSwitch button[data-view="list"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.$eval('.studio-page-unscoped', (root) => root.classList.contains('listView'))).toBe(true);
    const list = await cardBoxes(page, cards);
    expect(list[1].top).toBeGreaterThan(list[0].top);
    const rights = await page.$$eval(`.studio-page-unscoped .hohThemeSwitch, ${cards}`, (es) => es.map((e) => e.getBoundingClientRect().right));
    expect(Math.max(...rights)).toBeLessThanOrEqual(500);
    await page.close();
  });

  it('adds no switcher when off, nor on character browse', async () => {
    const off = await open({ CSScompactBrowse: false }, '/search/anime');
    expect(await off.locator('.hohThemeSwitch').count()).toBe(0);
    await off.close();
    const characters = await open({}, '/search/characters');
    await characters.waitForSelector('.results.characters', { timeout: 60_000 });
    expect(await characters.locator('.hohThemeSwitch').count()).toBe(0);
    await characters.close();
  });
});
