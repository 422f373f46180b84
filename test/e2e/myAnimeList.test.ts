// End to end: the MyAnimeList modules ('MALscore', 'MALserial', 'MALrecs') on the simulator's media
// pages, from the built userscript in Chromium. MyAnimeList's pages come from the simulator (sim/mal)
// through the harness's GM_xmlhttpRequest, which records every request: one GET per media, never
// carrying the AniList token. Failure paths: MyAnimeList down (503), a page in a changed shape, an
// AniList API error, a 429, and the switches off.
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN, NOTABLE_USERS } from '../../sim/index.ts';
import { malRecommendations, malScore, malSerialization } from '../../sim/mal/page.ts';
import { malShowcaseMedia } from '../../sim/pages/tryPlaces.ts';
import { slugify } from '../../sim/pages/html.ts';
import type { Media, World } from '../../sim/world/types.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { targetStatuses, withRefusal } from '../helpers/rateFill.ts';
import { HEADING } from '../../src/modules/MALrecs/strings.ts';

const MODULE_IDS = ['MALscore', 'MALserial', 'MALrecs'] as const;
const SCORE_ROW = '#hohMALscore';
const SERIAL_ROW = '#hohMALserialization';
const RECS = '.hohRecContainer';
const TIMEOUT = 60_000;
/** The three are off by default (spec doc 1 defaults): the tests switch them on. */
const ON = { MALscore: true, MALserial: true, MALrecs: true };

let harness: Harness;
let anime: Media;
let manga: Media;

beforeAll(async () => {
  harness = await startHarness();
  anime = malShowcaseMedia(harness.sim.world, 'ANIME')!;
  manga = malShowcaseMedia(harness.sim.world, 'MANGA')!;
  if (!anime || !manga) throw new Error('no MyAnimeList showcase media in the world');
});

afterAll(async () => {
  await harness?.close();
});

/** Warnings the page logs about MyAnimeList, as they come. */
function malWarnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' && message.text().includes('MyAnimeList')) seen.push(message.text());
  });
  return seen;
}

const isIdMalQuery = (operation: string) => operation.includes('query MediaIdMal');

/** What a reader sees of a simulated MAL recommendation text (tags dropped, scripts not shown). */
function visibleText(html: string): string {
  return html.replace(/<script>[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
}

/** The recommendation cards the page should show: MAL's first five, those AniList knows. */
function expectedRecs(world: World, media: Media): { title: string; href: string; text: string }[] {
  return malRecommendations(world, media).slice(0, 5).flatMap((rec) => {
    const other = world.mediaByIdMal(rec.idMal, media.type);
    return other ? [{ title: other.title.romaji, href: `/${other.type.toLowerCase()}/${other.id}/`, text: visibleText(rec.text) }] : [];
  });
}

const shownRecs = (page: Page) =>
  page.$$eval(`${RECS} .hohMalRec`, (cards) => cards.map((card) => ({
    title: card.querySelector('.hohMalRecTitle')?.textContent ?? '',
    href: card.querySelector('.hohMalRecTitle')?.getAttribute('href') ?? '',
    text: card.querySelector('.hohMalRecText')?.textContent ?? '',
  })));

/** The label of the data-set before `selector` in the sidebar. */
const rowBefore = (page: Page, selector: string) => page.$eval(selector, (row) => row.previousElementSibling?.querySelector('.type')?.textContent ?? null);

describe("MyAnimeList score ('MALscore'), serialization ('MALserial') and recommendations ('MALrecs')", () => {
  it('anime: the MAL score after the Mean Score and five recommendations, from one GET without the AniList token', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    await harness.goto(page, `/anime/${anime.id}`);
    await page.waitForSelector(SCORE_ROW, { timeout: TIMEOUT });
    await expect(page.textContent(`${SCORE_ROW} .value`)).resolves.toBe(malScore(anime));
    await expect(page.textContent(`${SCORE_ROW} .type`)).resolves.toBe('MAL Score');
    await expect(page.getAttribute(`${SCORE_ROW} a.type`, 'href')).resolves.toBe(`https://myanimelist.net/anime/${anime.idMal}`);
    await expect(rowBefore(page, SCORE_ROW)).resolves.toBe('Mean Score');
    // No serialization for anime.
    await expect(page.locator(SERIAL_ROW).count()).resolves.toBe(0);

    await page.waitForSelector(`${RECS} .hohMalRec`, { timeout: TIMEOUT });
    const expected = expectedRecs(harness.sim.world, anime);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    await expect(shownRecs(page)).resolves.toEqual(expected);
    await expect(page.textContent(`${RECS} h2`)).resolves.toBe(HEADING);
    // After the overview's last native section, and MAL's HTML never became page HTML.
    await expect(page.$eval(RECS, (wrap) => wrap.previousElementSibling?.classList.contains('grid-section-wrap'))).resolves.toBe(true);
    await expect(page.locator(`${RECS} script, ${RECS} b, ${RECS} img`).count()).resolves.toBe(0);

    const gm = harness.gmRequests(page);
    expect(gm).toHaveLength(1);
    expect(gm[0].method).toBe('GET');
    expect(gm[0].url).toBe(`https://myanimelist.net/anime/${anime.idMal}/_/userrecs`);
    expect(Object.keys(gm[0].headers).map((name) => name.toLowerCase())).not.toContain('authorization');
    expect(JSON.stringify(gm[0])).not.toContain(DEMO_TOKEN);
    await page.close();
  });

  it('manga: the serialization after the MAL score, linking to the magazine, still one GET', async () => {
    const page = await harness.newPage({ settings: ON });
    await harness.goto(page, `/manga/${manga.id}`);
    await page.waitForSelector(SERIAL_ROW, { timeout: TIMEOUT });
    await page.waitForSelector(SCORE_ROW, { timeout: TIMEOUT });
    const magazine = malSerialization(manga)!;
    await expect(page.textContent(`${SERIAL_ROW} .type`)).resolves.toBe('Serialization');
    await expect(page.textContent(`${SERIAL_ROW} .value a`)).resolves.toBe(magazine.name);
    await expect(page.getAttribute(`${SERIAL_ROW} .value a`, 'href')).resolves.toBe(`https://myanimelist.net/manga/magazine/${magazine.id}/${slugify(magazine.name, '_')}`);
    await expect(page.getAttribute(`${SERIAL_ROW} .value a`, 'rel')).resolves.toBe('noopener noreferrer');
    await expect.poll(() => rowBefore(page, SERIAL_ROW), { timeout: TIMEOUT }).toBe('MAL Score');
    await expect(page.textContent(`${SCORE_ROW} .value`)).resolves.toBe(malScore(manga));
    await page.waitForSelector(`${RECS} .hohMalRec`, { timeout: TIMEOUT });
    await expect(shownRecs(page)).resolves.toEqual(expectedRecs(harness.sim.world, manga));
    expect(harness.gmRequests(page).map((r) => r.url)).toEqual([`https://myanimelist.net/manga/${manga.idMal}/_/userrecs`]);
    await page.close();
  });

  it('with the three switches off, MyAnimeList is never asked', async () => {
    const page = await harness.newPage({ settings: { MALscore: false, MALserial: false, MALrecs: false } });
    await harness.goto(page, `/manga/${manga.id}`);
    await page.waitForSelector('.sidebar .data', { timeout: TIMEOUT });
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-automail-version')), { timeout: TIMEOUT }).toBe(true);
    const active = await page.evaluate(() => window.automailDebug?.listActive().modules ?? []);
    for (const id of MODULE_IDS) expect(active).not.toContain(id);
    expect(harness.gmRequests(page)).toHaveLength(0);
    await page.close();
  });

  it('MyAnimeList down: nothing is shown and one warning is logged', async () => {
    const page = await harness.newPage({ settings: ON });
    const warnings = malWarnings(page);
    harness.sim.setMalState('down');
    try {
      await harness.goto(page, `/manga/${manga.id}`);
      await expect.poll(() => warnings.length, { timeout: TIMEOUT }).toBe(1);
    } finally {
      harness.sim.setMalState('up');
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(warnings[0]).toContain('503');
    expect(harness.gmRequests(page)).toHaveLength(1);
    await expect(page.locator(`${SCORE_ROW}, ${SERIAL_ROW}, ${RECS}`).count()).resolves.toBe(0);
    await page.close();
  });

  it('a MyAnimeList page in a changed shape: nothing is shown and one warning is logged', async () => {
    const page = await harness.newPage({ settings: ON });
    const warnings = malWarnings(page);
    harness.sim.setMalState('changed');
    try {
      await harness.goto(page, `/anime/${anime.id}`);
      await expect.poll(() => warnings.length, { timeout: TIMEOUT }).toBe(1);
    } finally {
      harness.sim.setMalState('up');
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(warnings[0]).toContain(`anime ${anime.idMal}`);
    expect(harness.gmRequests(page)).toHaveLength(1);
    await expect(page.locator(`${SCORE_ROW}, ${SERIAL_ROW}, ${RECS}`).count()).resolves.toBe(0);
    await page.close();
  });

  it('an AniList API error for the MAL id: MyAnimeList is not asked and nothing is shown', async () => {
    const other = malShowcaseMedia(harness.sim.world, 'ANIME')!;
    const page = await harness.newPage({ settings: ON });
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      const answered = page.waitForResponse((response) => response.url().startsWith('https://graphql.anilist.co') && isIdMalQuery(response.request().postData() ?? ''), { timeout: TIMEOUT });
      await harness.goto(page, `/anime/${other.id}`);
      await answered;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    } finally {
      harness.sim.setOutage(null);
    }
    expect(harness.gmRequests(page)).toHaveLength(0);
    await expect(page.locator(`${SCORE_ROW}, ${RECS}`).count()).resolves.toBe(0);
    await page.close();
  });
});

describe("MyAnimeList modules ('MALscore', 'MALrecs') under a 429", () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await startHarness({ world: () => harness.sim.world, rateLimit: 4, rateWindowMs: 3000 });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('asks for the MAL id again after Retry-After and then shows the score', async () => {
    const shown = malShowcaseMedia(limited.sim.world, 'ANIME')!;
    const page = await limited.newPage({ settings: ON });
    limited.clearRequests();
    await withRefusal(limited, isIdMalQuery, () => limited.goto(page, `/anime/${shown.id}`));
    await page.waitForSelector(SCORE_ROW, { timeout: 60_000 });
    await expect(page.textContent(`${SCORE_ROW} .value`)).resolves.toBe(malScore(shown));
    expect(targetStatuses(limited, isIdMalQuery)).toEqual({ first: 429, last: 200 });
    expect(limited.gmRequests(page)).toHaveLength(1);
    await page.close();
  });
});
