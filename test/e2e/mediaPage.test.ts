// End to end: the small media page modules, from the built userscript in Chromium on the
// simulator's /anime/{id} and /manga/{id}: the dub marker ('dubMarker') and the line under the title ('subTitleInfo').
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media, StaffLanguage, World } from '../../sim/world/types.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { targetStatuses, withRefusal } from '../helpers/rateFill.ts';
import { dubNoticeText } from '../../src/modules/dubMarker/index.tsx';
import { ADULT_MEDIA_MESSAGE } from '../../src/modules/mediaNotFound/index.tsx';
import { SUBTITLE_CLASS } from '../../src/modules/subTitleInfo/index.tsx';

const TIMEOUT = 60_000;
const harness = useHarness();

function dubbedIn(media: Media, language: StaffLanguage): boolean {
  return media.characters.some((c) => c.role === 'MAIN' && c.voiceActors.some((v) => v.language === language));
}

function anime(world: World, wanted: (m: Media) => boolean, skip = 0): Media {
  const found = [...world.allMedia('ANIME')].filter((m) => !m.isAdult && m.characters.some((c) => c.role === 'MAIN') && wanted(m))[skip];
  if (!found) throw new Error('no such anime in the world');
  return found;
}

const isDubQuery = (operation: string) => operation.includes('query MediaDub');

function answered(page: Page, isTarget: (operation: string) => boolean) {
  return page.waitForResponse((response) => response.url().startsWith('https://graphql.anilist.co') && isTarget(response.request().postData() ?? ''), { timeout: TIMEOUT });
}

async function settle(page: Page, answer: Promise<unknown>): Promise<void> {
  await answer;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe("dub marker ('dubMarker')", () => {
  const ON = { dubMarker: true };

  it('says "Dubbed in English" first in the sidebar of an anime whose main cast has English voice actors', async () => {
    const media = anime(harness.sim.world, (m) => dubbedIn(m, 'ENGLISH'));
    const page = await harness.newPage({ settings: ON });
    harness.clearRequests();
    await harness.goto(page, `/anime/${media.id}`);
    await page.waitForSelector('#dubNotice', { timeout: TIMEOUT });
    await expect(page.textContent('#dubNotice')).resolves.toBe(dubNoticeText('English'));
    await expect(page.$eval('#dubNotice', (notice) => notice.parentElement?.classList.contains('sidebar') && notice.parentElement.firstElementChild === notice)).resolves.toBe(true);
    const queries = harness.requests().filter((r) => isDubQuery(r.operation));
    expect(queries.map((r) => r.variables)).toEqual([{ id: media.id, language: 'ENGLISH' }]);
    await page.close();
  });

  it('follows dubMarkerLanguage', async () => {
    const media = anime(harness.sim.world, (m) => dubbedIn(m, 'GERMAN') && !dubbedIn(m, 'ENGLISH'));
    const page = await harness.newPage({ settings: { ...ON, dubMarkerLanguage: 'German' } });
    await harness.goto(page, `/anime/${media.id}`);
    await page.waitForSelector('#dubNotice', { timeout: TIMEOUT });
    await expect(page.textContent('#dubNotice')).resolves.toBe(dubNoticeText('German'));
    await page.close();
  });

  it('says nothing when the main cast has no voice actor in the language', async () => {
    const media = anime(harness.sim.world, (m) => !dubbedIn(m, 'ENGLISH'));
    const page = await harness.newPage({ settings: ON });
    const answer = answered(page, isDubQuery);
    await harness.goto(page, `/anime/${media.id}`);
    await settle(page, answer);
    await expect(page.locator('#dubNotice').count()).resolves.toBe(0);
    await page.close();
  });

  it('is for anime only, and off by default', async () => {
    const manga = [...harness.sim.world.allMedia('MANGA')].find((m) => !m.isAdult)!;
    const page = await harness.newPage({ settings: ON });
    harness.clearRequests();
    await harness.goto(page, `/manga/${manga.id}`);
    await page.waitForSelector('.sidebar .data', { timeout: TIMEOUT });
    const off = await harness.newPage();
    const media = anime(harness.sim.world, (m) => dubbedIn(m, 'ENGLISH'));
    await harness.goto(off, `/anime/${media.id}`);
    await expect.poll(() => off.evaluate(() => window.automailDebug?.listActive().modules ?? []), { timeout: TIMEOUT }).toContain('relativeTimes');
    await expect(off.evaluate(() => window.automailDebug?.listActive().modules ?? [])).resolves.not.toContain('dubMarker');
    expect(harness.requests().filter((r) => isDubQuery(r.operation))).toHaveLength(0);
    await expect(page.locator('#dubNotice').count()).resolves.toBe(0);
    await page.close();
    await off.close();
  });

  it('an API error shows nothing', async () => {
    const media = anime(harness.sim.world, (m) => dubbedIn(m, 'ENGLISH'), 1);
    const page = await harness.newPage({ settings: ON });
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      const answer = answered(page, isDubQuery);
      await harness.goto(page, `/anime/${media.id}`);
      await settle(page, answer);
    } finally {
      harness.sim.setOutage(null);
    }
    await expect(page.locator('#dubNotice').count()).resolves.toBe(0);
    await page.close();
  });
});

describe("dub marker ('dubMarker') under a 429", () => {
  const limited = useHarness({ world: () => harness.sim.world, rateLimit: 4, rateWindowMs: 3000 });

  it('asks again after Retry-After and then marks the dub', async () => {
    const media = anime(limited.sim.world, (m) => dubbedIn(m, 'ENGLISH'));
    const page = await limited.newPage({ settings: { dubMarker: true } });
    limited.clearRequests();
    await withRefusal(limited, isDubQuery, () => limited.goto(page, `/anime/${media.id}`));
    await page.waitForSelector('#dubNotice', { timeout: 60_000 });
    expect(targetStatuses(limited, isDubQuery)).toEqual({ first: 429, last: 200 });
    await page.close();
  });
});

describe("expanded descriptions ('expandDescriptions')", () => {
  const longDescription = (world: World) => [...world.allMedia('ANIME')].find((m) => !m.isAdult && (m.description?.length ?? 0) > 400)!;

  it("opens a long description through AniList's own Read More", async () => {
    const media = longDescription(harness.sim.world);
    const page = await harness.newPage();
    await harness.goto(page, `/anime/${media.id}`);
    await page.waitForSelector('.media .header .description.sim-expanded', { state: 'attached', timeout: TIMEOUT });
    await expect(page.locator('.description-length-toggle').count()).resolves.toBe(0);
    // The whole description is in view, not cut at AniList's 140 px.
    const box = await page.$eval('.media .header .description', (d) => ({ client: d.clientHeight, scroll: d.scrollHeight }));
    expect(box.client).toBeGreaterThanOrEqual(box.scroll - 1);
    await page.close();
  });

  it('switched off, the description stays cut', async () => {
    const media = longDescription(harness.sim.world);
    const page = await harness.newPage({ settings: { expandDescriptions: false } });
    await harness.goto(page, `/anime/${media.id}`);
    await page.waitForSelector('.description-length-toggle', { timeout: TIMEOUT });
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-automail-version')), { timeout: TIMEOUT }).toBe(true);
    await expect(page.evaluate(() => window.automailDebug?.listActive().modules ?? [])).resolves.not.toContain('expandDescriptions');
    await expect(page.locator('.media .header .description.sim-expanded').count()).resolves.toBe(0);
    await page.close();
  });
});

describe("tags on narrow screens ('CSSmobileTags')", () => {
  const tagged = (world: World) => [...world.allMedia('ANIME')].find((m) => !m.isAdult && m.tags.length > 0)!;

  it('keeps the media tags visible at 500 px, where AniList hides them', async () => {
    const media = tagged(harness.sim.world);
    const page = await harness.newPage();
    await page.setViewportSize({ width: 500, height: 900 });
    await harness.goto(page, `/anime/${media.id}`);
    await page.waitForSelector('.media .sidebar .tags', { state: 'visible', timeout: TIMEOUT });
    await page.close();
  });

  it('switched off, the tags stay hidden at 500 px', async () => {
    const media = tagged(harness.sim.world);
    const page = await harness.newPage({ settings: { CSSmobileTags: false } });
    await page.setViewportSize({ width: 500, height: 900 });
    await harness.goto(page, `/anime/${media.id}`);
    await expect.poll(() => page.evaluate(() => document.getElementById('conditional-aniscripts-styles') !== null), { timeout: TIMEOUT }).toBe(true);
    await page.waitForSelector('.media .sidebar .tags', { state: 'hidden', timeout: TIMEOUT });
    await page.close();
  });
});

describe("not-found messages of media pages ('mediaNotFound', always on)", () => {
  it('explains that an adult anime is hidden, where AniList shows its not-found page', async () => {
    const adult = [...harness.sim.world.allMedia('ANIME')].find((m) => m.isAdult)!;
    const page = await harness.newPage();
    await harness.goto(page, `/anime/${adult.id}`);
    await page.waitForURL('https://anilist.co/404', { timeout: TIMEOUT });
    await expect.poll(() => page.textContent('.not-found'), { timeout: TIMEOUT }).toBe(ADULT_MEDIA_MESSAGE);
    await page.close();
  });

  it('explains it too when the script starts only after AniList has moved to /404 (a busy machine)', async () => {
    const adult = [...harness.sim.world.allMedia('MANGA')].find((m) => m.isAdult)!;
    const page = await harness.newPage({ scriptWaitsForPath: '/404' });
    await harness.goto(page, `/manga/${adult.id}`);
    await page.waitForURL('https://anilist.co/404', { timeout: TIMEOUT });
    await expect.poll(() => page.textContent('.not-found'), { timeout: TIMEOUT }).toBe(ADULT_MEDIA_MESSAGE);
    await page.close();
  });

  it('leaves AniList\'s text for a media that does not exist', async () => {
    const page = await harness.newPage();
    const answer = answered(page, (operation) => operation.includes('query MediaById'));
    await harness.goto(page, '/anime/99999999');
    await page.waitForURL('https://anilist.co/404', { timeout: TIMEOUT });
    await settle(page, answer);
    const text = await page.textContent('.not-found');
    expect(text).not.toBe(ADULT_MEDIA_MESSAGE);
    expect(text?.length).toBeGreaterThan(0);
    await page.close();
  });
});

describe("line under the media title ('subTitleInfo')", () => {
  const ON = { subTitleInfo: true };
  const isSubtitleQuery = (operation: string) => operation.includes('query MediaSubtitle');
  const withLine = (world: World, skip = 0) => anime(world, (m) => !!m.title.english && m.title.english !== m.title.romaji && !!m.startDate.year && m.studios.some((e) => e.isMain), skip);
  const line = (page: Page) => page.$eval(`.${SUBTITLE_CLASS}`, (node) => ({
    // The parts as the reader sees them, without the separators drawn by CSS.
    parts: Array.from(node.querySelector('.hohSubTitleItems')?.children ?? []).map((child) => child.textContent),
    links: Array.from(node.querySelectorAll('a')).map((a) => a.getAttribute('href')),
    underTitle: node.previousElementSibling?.tagName === 'H1',
  }));

  it("shows the English title, the start year linked to its browse page, the format and the main studios, also to a guest", async () => {
    const world = harness.sim.world;
    const media = withLine(world);
    const studios = media.studios.filter((e) => e.isMain).map((e) => world.getStudio(e.studioId)!);
    const page = await harness.newPage({ settings: ON });
    harness.clearRequests();
    await harness.goto(page, `/anime/${media.id}`);
    await page.waitForSelector(`.${SUBTITLE_CLASS}`, { timeout: TIMEOUT });
    const formats: Record<string, string> = { TV: 'TV', TV_SHORT: 'TV Short', MOVIE: 'Movie', SPECIAL: 'Special', OVA: 'OVA', ONA: 'ONA', MUSIC: 'Music' };
    await expect(line(page)).resolves.toEqual({
      parts: [media.title.english, String(media.startDate.year), formats[media.format!], studios.map((s) => s.name).join(', ')],
      links: [`/search/anime?year=${media.startDate.year}`, ...studios.map((s) => `/studio/${s.id}`)],
      underTitle: true,
    });
    expect(harness.requests().filter((r) => isSubtitleQuery(r.operation)).map((r) => r.variables)).toEqual([{ id: media.id }]);
    // The year link is an ordinary link to AniList's browse page, reachable by keyboard.
    await page.focus(`.${SUBTITLE_CLASS} .hohYear`);
    await expect(page.evaluate(() => document.activeElement?.classList.contains('hohYear'))).resolves.toBe(true);
    await page.close();
  });

  /** Each drawn row of the line: whether its first item's "·" is visible (inside the line's box). */
  const rowStarts = (page: Page) => page.$eval(`.${SUBTITLE_CLASS}`, (node) => {
    const box = node.getBoundingClientRect();
    const items = Array.from(node.querySelector('.hohSubTitleItems')!.children);
    const rows = new Map<number, { left: number; text: string }>();
    for (const item of items) {
      const rect = item.getBoundingClientRect();
      const top = Math.round(rect.top);
      const row = rows.get(top);
      if (!row || rect.left < row.left) rows.set(top, { left: rect.left, text: item.textContent ?? '' });
    }
    // A row's first separator is visible when it starts inside the clipping box.
    return [...rows.values()].map((row) => ({ text: row.text, dotVisible: row.left >= box.left - 0.5 }));
  });

  it('no row starts with a stray "·", at 1280 px and where the line wraps at 500 px', async () => {
    const media = withLine(harness.sim.world);
    const page = await harness.newPage({ settings: ON });
    await harness.goto(page, `/anime/${media.id}`);
    await page.waitForSelector(`.${SUBTITLE_CLASS}`, { timeout: TIMEOUT });
    const wide = await rowStarts(page);
    expect(wide).toEqual([{ text: media.title.english, dotVisible: false }]);
    // The separators between items are still drawn: the second item's "·" is visible text.
    const separator = await page.$eval(`.${SUBTITLE_CLASS} .hohYear`, (a) => getComputedStyle(a, '::before').content);
    expect(separator).toBe('"·"');
    await page.setViewportSize({ width: 500, height: 900 });
    // A long other title makes the line wrap at 500 px, as long English titles do.
    await page.$eval(`.${SUBTITLE_CLASS} .hohAltTitle`, (span) => { span.textContent = 'A rather long English title for the line'; });
    await expect.poll(() => rowStarts(page).then((rows) => rows.length)).toBeGreaterThan(1);
    for (const row of await rowStarts(page)) expect(row, row.text).toMatchObject({ dotVisible: false });
    await page.close();
  });

  it('is off by default: no line, no query', async () => {
    const media = withLine(harness.sim.world);
    const page = await harness.newPage();
    harness.clearRequests();
    await harness.goto(page, `/anime/${media.id}`);
    await page.waitForSelector('.media .header h1', { timeout: TIMEOUT });
    await expect(page.locator(`.${SUBTITLE_CLASS}`).count()).resolves.toBe(0);
    expect(harness.requests().filter((r) => isSubtitleQuery(r.operation))).toEqual([]);
    await page.close();
  });

  it('follows the reader to the next media and leaves nothing behind on other pages', async () => {
    const world = harness.sim.world;
    const first = withLine(world);
    const second = withLine(world, 1);
    const page = await harness.newPage({ settings: ON });
    await harness.goto(page, `/anime/${first.id}`);
    await expect.poll(() => line(page).then((l) => l.parts[0]).catch(() => null)).toBe(first.title.english);
    const navigate = (path: string) => page.evaluate((to) => (window as unknown as { __simNavigate(path: string): void }).__simNavigate(to), path);
    await navigate(`/anime/${second.id}`);
    await expect.poll(() => line(page).then((l) => l.parts[0]).catch(() => null)).toBe(second.title.english);
    await expect(page.locator(`.${SUBTITLE_CLASS}`).count()).resolves.toBe(1);
    await navigate('/home');
    await expect.poll(() => page.locator(`.${SUBTITLE_CLASS}`).count()).toBe(0);
    await page.close();
  });

  /** What the simulator's browse page lists for a year (AniList: startDate_like "YYYY%", by popularity). */
  const browseIdsOfYear = (world: World, year: number) => [...world.allMedia('ANIME')]
    .filter((m) => !m.isAdult && (m.startDate.year ?? m.seasonYear) === year)
    .sort((a, b) => b.popularity - a.popularity).slice(0, 50).map((m) => m.id).sort((a, b) => a - b);
  const shownMediaIds = (page: Page, cards: string) => page.$$eval(`${cards} a.title`, (links) => links.map((a) => Number(/^\/anime\/(\d+)\//.exec(a.getAttribute('href') ?? '')?.[1])).sort((a, b) => a - b));

  it("clicking the year opens AniList's browse page filtered to that year", async () => {
    const world = harness.sim.world;
    // An anime among the 50 its year's browse page shows (the page lists the most popular first).
    const media = anime(world, (m) => !!m.title.english && m.title.english !== m.title.romaji && !!m.startDate.year && m.studios.some((e) => e.isMain) && browseIdsOfYear(world, m.startDate.year).includes(m.id), 3);
    const year = media.startDate.year!;
    const page = await harness.newPage({ settings: ON });
    await harness.goto(page, `/anime/${media.id}`);
    await page.waitForSelector(`.${SUBTITLE_CLASS} .hohYear`, { timeout: TIMEOUT });
    await page.click(`.${SUBTITLE_CLASS} .hohYear`);
    await page.waitForURL(`**/search/anime?year=${year}`, { timeout: TIMEOUT });
    await page.waitForSelector('.search-page-unscoped .results.media', { timeout: TIMEOUT });
    // The Year filter shows the year, and the results are that year's anime and no others.
    await expect(page.textContent('.search-page-unscoped .filter.year .value')).resolves.toBe(String(year));
    const expected = browseIdsOfYear(world, year);
    expect(expected).toContain(media.id);
    await expect(shownMediaIds(page, '.results.media .media-card')).resolves.toEqual(expected);
    // Nothing of the media page's line is left on the browse page.
    await expect(page.locator(`.${SUBTITLE_CLASS}`).count()).resolves.toBe(0);
    await page.close();
  });

  it("the studio links open the studio's page, by click and by keyboard (Enter)", async () => {
    const world = harness.sim.world;
    const media = withLine(world, 4);
    const studio = world.getStudio(media.studios.find((e) => e.isMain)!.studioId)!;
    const page = await harness.newPage({ settings: ON });
    await harness.goto(page, `/anime/${media.id}`);
    const studioLink = `.${SUBTITLE_CLASS} .hohStudio`;
    await page.waitForSelector(studioLink, { timeout: TIMEOUT });
    const expectStudioPage = async () => {
      await page.waitForURL(`**/studio/${studio.id}`, { timeout: TIMEOUT });
      await page.waitForSelector('.studio-page-unscoped h1.name', { timeout: TIMEOUT });
      await expect(page.textContent('.studio-page-unscoped h1.name')).resolves.toBe(studio.name);
      // The studio's works, this media among them.
      await expect(shownMediaIds(page, '.studio-page-unscoped .grid-wrap .media-card')).resolves.toContain(media.id);
      await expect(page.locator(`.${SUBTITLE_CLASS}`).count()).resolves.toBe(0);
    };
    await page.click(studioLink);
    await expectStudioPage();
    // Back on the media page the line is drawn again; this time the keyboard follows the link.
    await page.goBack();
    await page.waitForSelector(studioLink, { timeout: TIMEOUT });
    await page.focus(studioLink);
    await expect(page.evaluate(() => document.activeElement?.classList.contains('hohStudio'))).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expectStudioPage();
    await page.close();
  });

  it('the year link also works by keyboard: Tab reaches it, Enter opens the browse page', async () => {
    const media = withLine(harness.sim.world, 5);
    const year = media.startDate.year!;
    const page = await harness.newPage({ settings: ON });
    await harness.goto(page, `/anime/${media.id}`);
    await page.waitForSelector(`.${SUBTITLE_CLASS} .hohYear`, { timeout: TIMEOUT });
    // Tab from the element before it (the alternative title is not focusable; the link is next).
    await page.focus(`.${SUBTITLE_CLASS} .hohYear`);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.classList.contains('hohYear'))).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/search/anime?year=${year}`, { timeout: TIMEOUT });
    await page.waitForSelector('.search-page-unscoped .filter.year .value', { timeout: TIMEOUT });
    await expect(page.textContent('.search-page-unscoped .filter.year .value')).resolves.toBe(String(year));
    await page.close();
  });

  it('an API error shows nothing and leaves the title as it was', async () => {
    const media = withLine(harness.sim.world, 2);
    const page = await harness.newPage({ settings: ON });
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      const answer = answered(page, isSubtitleQuery);
      await harness.goto(page, `/anime/${media.id}`);
      await settle(page, answer);
    } finally {
      harness.sim.setOutage(null);
    }
    await expect(page.locator(`.${SUBTITLE_CLASS}`).count()).resolves.toBe(0);
    await expect(page.textContent('.media .header h1')).resolves.toBeTruthy();
    await page.close();
  });
});

describe("line under the media title ('subTitleInfo') under a 429", () => {
  const limited = useHarness({ world: () => harness.sim.world, rateLimit: 4, rateWindowMs: 3000 });

  it('asks again after Retry-After and then draws the line', async () => {
    const isSubtitleQuery = (operation: string) => operation.includes('query MediaSubtitle');
    const media = anime(limited.sim.world, (m) => !!m.startDate.year);
    const page = await limited.newPage({ settings: { subTitleInfo: true } });
    limited.clearRequests();
    await withRefusal(limited, isSubtitleQuery, () => limited.goto(page, `/anime/${media.id}`));
    await page.waitForSelector(`.${SUBTITLE_CLASS} .hohYear`, { timeout: 60_000 });
    expect(targetStatuses(limited, isSubtitleQuery)).toEqual({ first: 429, last: 200 });
    await page.close();
  });
});
