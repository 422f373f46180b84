// End to end: the list preview ('betterListPreview') on the simulator's /home, run from the built
// userscript in Chromium, with its switches 'progressBar', 'limitProgress10', 'limitProgress8' and
// 'expandRight'. Asserts what the user sees (sections, countdowns, +1) and what reached the API
// (the ListPreview query, SaveMediaListEntry variables checked against the world), and the
// failure paths: signed out of the script, an API error on load, a 429, a failed save.
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOKEN, NOTABLE_USERS } from '../../sim/index.ts';
import type { MediaListEntry } from '../../sim/world/types.ts';
import { HOME_AIRING_CASES, HOME_REWATCH_TITLE } from '../../sim/world/seedHome.ts';
import { LIST_PREVIEW, type ListPreviewResult } from '../../src/api/queries/lists.ts';
import { RECENTLY_AIRED, selectPreview } from '../../src/lib/listPreview.ts';
import { cardsFrom } from '../../src/modules/betterListPreview/controller.ts';
import { strings } from '../../src/modules/betterListPreview/strings.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';

const MODULE_ID = 'betterListPreview';
const ON = { [MODULE_ID]: true };
const HOUR = 3600;
const DAY = 24 * HOUR;

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
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

const nowSeconds = () => Math.floor(Date.now() / 1000);
const world = () => harness.sim.world;
const demo = () => world().getUserByName(NOTABLE_USERS.demo)!;

/** Demo's entries the preview reads, in the API's order. */
const inProgress = (): MediaListEntry[] =>
  world().listEntries(demo().id, 'ANIME')
    .filter((entry) => entry.status === 'CURRENT' || entry.status === 'REPEATING')
    .sort((a, b) => b.updatedAt - a.updatedAt);

const entryByTitle = (title: string): MediaListEntry =>
  inProgress().find((entry) => world().getMedia(entry.mediaId)!.title.romaji === title)!;

/**
 * Airing times pinned against the real clock (the seeded ones are relative to the start of the
 * day): the seeded cases at their distances, every other airing show 2 days out, so which
 * entries are important does not depend on the hour the test runs.
 */
function pinAiring(overrides: Record<string, number> = {}): void {
  const now = nowSeconds();
  const cases = new Map<string, number>(HOME_AIRING_CASES.map((item) => [item.title, item.airsIn]));
  for (const entry of inProgress()) {
    const media = world().getMedia(entry.mediaId)!;
    if (!media.nextAiringEpisode) continue;
    const title = media.title.romaji;
    media.nextAiringEpisode.airingAt = now + (overrides[title] ?? cases.get(title) ?? 2 * DAY);
  }
}

/** What the preview should show for the API's answer right now (the same query, from Node). */
async function expectedSections(): Promise<{ kind: string; ids: number[] }[]> {
  const response = await fetch(`${harness.sim.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_TOKEN}`, referer: 'https://anilist.co/home' },
    body: JSON.stringify({ query: LIST_PREVIEW, variables: { name: NOTABLE_USERS.demo } }),
  });
  const { data } = (await response.json()) as { data: ListPreviewResult };
  const cards = cardsFrom(data.Page!.mediaList!, (media) => media.title?.romaji ?? '');
  return selectPreview(cards).map((section) => ({ kind: section.kind, ids: section.items.map((card) => card.id) }));
}

const shownSections = (page: Page) =>
  page.$$eval('#hohListPreview .hohPreviewSection', (sections) =>
    sections.map((section) => ({
      kind: section.getAttribute('data-section') ?? '',
      heading: section.querySelector('h2')?.textContent ?? '',
      ids: [...section.querySelectorAll('.hohPreviewCard')].map((card) => Number(card.getAttribute('data-entry-id'))),
    })),
  );

const card = (page: Page, entryId: number) => page.locator(`#hohListPreview .hohPreviewCard[data-entry-id="${entryId}"]`);
const cardText = (page: Page, entryId: number, part: string) => card(page, entryId).locator(part).textContent();

/** The display of AniList's own anime and manga preview blocks. */
const nativeDisplay = (page: Page) =>
  page.$$eval('.list-previews .list-preview-wrap', (wraps) =>
    wraps.map((wrap) => ({ heading: wrap.querySelector('h2')?.textContent ?? '', display: getComputedStyle(wrap).display })),
  );

const previewRequests = () => harness.requests().filter((request) => request.operation.includes('query ListPreview'));
const saveRequests = () => harness.requests().filter((request) => request.operation.includes('SaveMediaListEntry'));

async function openHome(page: Page): Promise<void> {
  await harness.goto(page, '/home');
  await page.waitForSelector('#hohListPreview .hohPreviewCard', { timeout: 60_000 });
}

describe(`list preview ('${MODULE_ID}')`, () => {
  it('shows the important airing shows first in rows of 5, then the rest up to 20, in place of AniList\'s', async () => {
    pinAiring();
    const expected = await expectedSections();
    harness.clearRequests();
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    await openHome(page);
    const shown = await shownSections(page);
    expect(shown.map(({ kind, ids }) => ({ kind, ids }))).toEqual(expected);
    expect(shown.map((section) => section.heading)).toEqual(expected.map((section) => (section.kind === 'airing' ? 'Airing' : 'Anime in Progress')));
    // The seeded boundary cases beyond the first 20: three are important, two are not.
    const airingIds = new Set(shown.find((section) => section.kind === 'airing')!.ids);
    const important = ['Kasumi Signal', 'Hoshizora Relay', 'Tsukimi Express'];
    for (const title of important) expect(airingIds.has(entryByTitle(title).id), title).toBe(true);
    expect(airingIds.size % 5 === 0 || airingIds.size === expected[0].ids.length).toBe(true);
    const total = shown.reduce((sum, section) => sum + section.ids.length, 0);
    expect(total).toBeGreaterThanOrEqual(20);
    expect(total).toBeLessThan(25);
    // Countdown and "behind" texts of the seeded cases.
    const kasumi = entryByTitle('Kasumi Signal');
    const kasumiNext = world().getMedia(kasumi.mediaId)!.nextAiringEpisode!.episode;
    expect(await cardText(page, kasumi.id, '.countdown')).toBe(`Ep ${kasumiNext}: 3h 30m`);
    const tsukimi = entryByTitle('Tsukimi Express');
    expect(await cardText(page, tsukimi.id, '.info-header')).toBe('1 episode behind');
    expect(await card(page, tsukimi.id).locator('.behind-accent').count()).toBe(1);
    expect(await cardText(page, kasumi.id, '.info > div')).toBe(`Progress: ${kasumi.progress}/12`);
    // AniList's anime block is hidden, the manga one stays.
    expect(await nativeDisplay(page)).toEqual([
      { heading: 'Anime in Progress', display: 'none' },
      { heading: 'Manga in Progress', display: 'block' },
    ]);
    // One query, with the viewer's name and the script's token.
    const requests = previewRequests();
    expect(requests).toHaveLength(1);
    expect(requests[0].variables).toEqual({ name: NOTABLE_USERS.demo });
    expect(requests[0].token).toBe(DEMO_TOKEN);
    // The answer is kept for the next visit's first paint.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hohListPreview') ?? 'null'));
    expect(stored.user).toBe(NOTABLE_USERS.demo);
    expect(stored.Page.mediaList.length).toBe(inProgress().slice(0, 50).length);
    await page.context().close();
  });

  it('with 6 important airing entries shows all 6 in the airing section (the spec rounds up, 8.80 showed 5)', async () => {
    // Exactly six airing shows among Demo's first entries, all important by index (< 20); the
    // other in-progress media stop airing for this test and are put back after it.
    const entries = inProgress();
    const saved = entries.map((entry) => [world().getMedia(entry.mediaId)!, world().getMedia(entry.mediaId)!.nextAiringEpisode] as const);
    try {
      const now = nowSeconds();
      entries.forEach((entry, index) => {
        const media = world().getMedia(entry.mediaId)!;
        media.nextAiringEpisode = index < 6 ? { episode: (entry.progress ?? 0) + 3, airingAt: now + 2 * DAY } : null;
      });
      const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
      await openHome(page);
      const shown = await shownSections(page);
      expect(shown.map((section) => section.heading)).toEqual(['Airing', 'Anime in Progress']);
      expect(shown[0].ids.sort()).toEqual(entries.slice(0, 6).map((entry) => entry.id).sort());
      // 20 − 6 = 14, rounded up to whole rows of 5: 15 not-airing entries (as many as there are).
      expect(shown[1].ids).toHaveLength(Math.min(15, entries.length - 6));
      await page.context().close();
    } finally {
      for (const [media, next] of saved) media.nextAiringEpisode = next;
    }
  }, 60_000);

  it("counts down every 60 s and says 'Recently aired' at or below 0", async () => {
    pinAiring({ 'Kasumi Signal': 90 });
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    await page.clock.install();
    await openHome(page);
    const kasumi = entryByTitle('Kasumi Signal');
    const episode = world().getMedia(kasumi.mediaId)!.nextAiringEpisode!.episode;
    const countdown = () => cardText(page, kasumi.id, '.countdown');
    expect(await countdown()).toMatch(new RegExp(`^Ep ${episode}: (1|2)m$`));
    await page.clock.runFor(60_000);
    await expect.poll(countdown).toMatch(new RegExp(`^Ep ${episode}: (0|1)m$`));
    await page.clock.runFor(60_000);
    await expect.poll(countdown).toBe(`Ep ${episode}: ${RECENTLY_AIRED}`);
    await page.context().close();
  });

  it('+1 saves progress + 1 by entry id, once per 300 ms', async () => {
    pinAiring();
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    await openHome(page);
    const entry = entryByTitle('Kasumi Signal');
    const before = entry.progress;
    harness.clearRequests();
    // Two clicks well within 300 ms: one save.
    await card(page, entry.id).hover();
    await card(page, entry.id).locator('.plus-progress').dblclick();
    await expect.poll(() => cardText(page, entry.id, '.info > div')).toBe(`Progress: ${before + 1}/12`);
    await expect.poll(() => saveRequests().length).toBe(1);
    // Both clicks were handled (the line says + 1) and the first save arrived: the window is for
    // a second save that must not follow.
    await page.waitForTimeout(500);
    expect(saveRequests()).toHaveLength(1);
    expect(saveRequests()[0].variables).toEqual({ id: entry.id, progress: before + 1 });
    expect(saveRequests()[0].status).toBe(200);
    expect(entry.progress).toBe(before + 1);
    expect(entry.status).toBe('CURRENT');
    // After the cooldown the next click counts again.
    await card(page, entry.id).locator('.plus-progress').click();
    await expect.poll(() => entry.progress).toBe(before + 2);
    // The world has the save before the page has AniList's answer, which the card is drawn from.
    await expect.poll(() => cardText(page, entry.id, '.plus-progress'), { timeout: 60_000 }).toBe(`${before + 2} +`);
    await page.context().close();
  });

  it('reaching the total completes the entry with today\'s UTC date, a rewatch without a date', async () => {
    pinAiring();
    const rewatch = entryByTitle(HOME_REWATCH_TITLE);
    expect(rewatch.status).toBe('REPEATING');
    rewatch.progress = 11;
    // A watched show one episode from its end, made so before the page loads.
    const shownIds = (await expectedSections()).flatMap((section) => section.ids);
    const finishing = inProgress().find((entry) =>
      shownIds.includes(entry.id) && entry.status === 'CURRENT' && !world().getMedia(entry.mediaId)!.nextAiringEpisode && (world().getMedia(entry.mediaId)!.episodes ?? 0) > 1)!;
    const episodes = world().getMedia(finishing.mediaId)!.episodes!;
    finishing.progress = episodes - 1;
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    await openHome(page);
    harness.clearRequests();

    await card(page, finishing.id).hover();
    await card(page, finishing.id).locator('.plus-progress').click();
    await expect.poll(() => saveRequests().length).toBe(1);
    const today = new Date();
    expect(saveRequests()[0].variables).toEqual({
      id: finishing.id, progress: episodes, status: 'COMPLETED',
      completedAt: { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() },
    });
    await expect.poll(() => finishing.status).toBe('COMPLETED');
    expect(finishing.completedAt).toMatchObject({ year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() });
    await expect.poll(() => card(page, finishing.id).locator('.plus-progress').count()).toBe(0);
    expect(await cardText(page, finishing.id, '.hohPreviewCompleted')).toBe(strings.completed);

    await card(page, rewatch.id).hover();
    await card(page, rewatch.id).locator('.plus-progress').click();
    await expect.poll(() => saveRequests().length).toBe(2);
    expect(saveRequests()[1].variables).toEqual({ id: rewatch.id, progress: 12, status: 'COMPLETED' });
    await expect.poll(() => rewatch.status).toBe('COMPLETED');
    expect(rewatch.completedAt.year).toBeNull();
    await page.context().close();
  });

  it('without a known total, +1 only increments', async () => {
    pinAiring();
    const shownIds = (await expectedSections()).flatMap((section) => section.ids);
    const open = inProgress().find((entry) => shownIds.includes(entry.id) && world().getMedia(entry.mediaId)!.episodes === null)!;
    expect(open).toBeDefined();
    const before = open.progress;
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    await openHome(page);
    harness.clearRequests();
    await card(page, open.id).hover();
    await card(page, open.id).locator('.plus-progress').click();
    await expect.poll(() => saveRequests().length).toBe(1);
    expect(saveRequests()[0].variables).toEqual({ id: open.id, progress: before + 1 });
    await expect.poll(() => open.progress).toBe(before + 1);
    expect(open.status).toBe('CURRENT');
    await expect.poll(() => cardText(page, open.id, '.info > div'), { timeout: 60_000 }).toBe(`Progress: ${before + 1}`);
    await page.context().close();
  });

  it('a +1 that fails to save puts the old number back and says so', async () => {
    pinAiring();
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    await openHome(page);
    const entry = entryByTitle('Hoshizora Relay');
    const before = entry.progress;
    const refused = await refuseOperation(page, 'SaveMediaListEntry', { status: 400, message: 'validation' });
    await card(page, entry.id).hover();
    await card(page, entry.id).locator('.plus-progress').click();
    const alert = page.locator('#hohListPreview .hohPreviewMessage');
    await alert.waitFor({ timeout: 60_000 });
    expect(refused()).toBe(1);
    expect(await alert.locator('.hohPreviewMessageText').textContent()).toBe(strings.saveFailed('Hoshizora Relay', before, 'validation'));
    expect(await cardText(page, entry.id, '.info > div')).toBe(`Progress: ${before}/12`);
    expect(entry.progress).toBe(before);
    await alert.getByRole('button', { name: strings.dismiss }).click();
    await expect.poll(() => alert.count()).toBe(0);
    await page.context().close();
  });

  it("signed out of the script: AniList's own preview stays and nothing is asked", async () => {
    harness.clearRequests();
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: ON });
    await harness.goto(page, '/home');
    await page.waitForSelector('.list-previews .media-preview-card');
    await page.waitForLoadState('load');
    // The router has decided on this address's modules once automailDebug is there (it routes as
    // it starts, in one pass; without the script's sign-in the preview is not started); the
    // window is for a preview drawn or a request sent late all the same.
    await page.waitForFunction(() => window.automailDebug !== undefined);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
    expect(await page.locator('#hohListPreview').count()).toBe(0);
    expect((await nativeDisplay(page)).map((wrap) => wrap.display)).toEqual(['block', 'block']);
    expect(previewRequests()).toHaveLength(0);
    await page.context().close();
  });

  it("an API error on load brings AniList's own preview back, even over a saved one", async () => {
    pinAiring();
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    await openHome(page);
    const failed = await refuseOperation(page, 'query ListPreview', { status: 500 });
    await harness.goto(page, '/home');
    await expect.poll(failed, { timeout: 60_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('#hohListPreview').count(), { timeout: 60_000 }).toBe(0);
    expect((await nativeDisplay(page)).map((wrap) => wrap.display)).toEqual(['block', 'block']);
    await page.context().close();
  });

  it('after a 429 the preview comes once Retry-After has passed', async () => {
    pinAiring();
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    const limited = await refuseOperation(page, 'query ListPreview', { status: 429, times: 1 });
    harness.clearRequests();
    await openHome(page);
    expect(limited()).toBe(1);
    expect(previewRequests().filter((request) => request.status === 200)).toHaveLength(1);
    expect((await shownSections(page)).length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('leaves nothing behind when the visitor moves on', async () => {
    pinAiring();
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    await openHome(page);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/forum'));
    await page.waitForURL('https://anilist.co/forum');
    await expect.poll(() => page.locator('#hohListPreview').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => window.automailDebug!.listActive().modules)).not.toContain(MODULE_ID);
    await page.context().close();
  });
});

/** Visible cards per block: AniList's blocks, then ours. */
const visibleCards = (page: Page) =>
  page.$$eval('.list-previews .list-preview, #hohListPreview .hohPreviewGrid', (grids) =>
    grids
      .filter((grid) => getComputedStyle(grid.closest('.list-preview-wrap') ?? grid).display !== 'none')
      .map((grid) => [...grid.querySelectorAll('.media-preview-card')].filter((card) => getComputedStyle(card).display !== 'none').length),
  );

describe("progress bars ('progressBar')", () => {
  const meters = (page: Page, scope: string) =>
    page.$$eval(`${scope} .media-preview-card`, (cards) =>
      cards.map((card) => {
        const meter = card.querySelector('meter');
        const text = card.querySelector('.info > div')?.textContent ?? '';
        return { text, value: meter ? meter.value : null, max: meter ? meter.max : null };
      }),
    );

  it("draws a bar under AniList's own cards from their 'Progress: N/M'", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { progressBar: true } });
    await harness.goto(page, '/home');
    await page.waitForSelector('.list-previews .media-preview-card > meter.hohProgressMeter', { timeout: 60_000 });
    const seen = await meters(page, '.list-previews');
    expect(seen.length).toBeGreaterThan(10);
    for (const card of seen) {
      const match = /Progress: (\d+)\/(\d+)/.exec(card.text);
      if (match) expect(card, card.text).toMatchObject({ value: Math.min(Number(match[1]), Number(match[2])), max: Number(match[2]) });
      else expect(card.value, card.text).toBeNull();
    }
    await page.context().close();
  });

  it("follows AniList's own +1 on its cards", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { progressBar: true } });
    await harness.goto(page, '/home');
    await page.waitForSelector('.list-previews .media-preview-card > meter.hohProgressMeter', { timeout: 60_000 });
    const cardId = await page.$$eval('.list-previews .media-preview-card', (cards) => {
      const open = cards.find((card) => {
        const match = /Progress: (\d+)\/(\d+)/.exec(card.querySelector('.info > div')?.textContent ?? '');
        return match && Number(match[1]) + 1 < Number(match[2]);
      });
      return Number(open?.getAttribute('data-sim-entry'));
    });
    const entry = world().listEntries(demo().id, 'ANIME').find((item) => item.id === cardId)
      ?? world().listEntries(demo().id, 'MANGA').find((item) => item.id === cardId)!;
    const before = entry.progress;
    const native = page.locator(`.list-previews .media-preview-card[data-sim-entry="${cardId}"]`);
    await native.hover();
    await native.locator('.plus-progress').click();
    await expect.poll(() => entry.progress, { timeout: 60_000 }).toBe(before + 1);
    await expect.poll(() => native.locator('meter').evaluate((meter: HTMLMeterElement) => meter.value)).toBe(before + 1);
    await page.context().close();
  });

  it('draws bars in the rebuilt preview too, and none when switched off', async () => {
    pinAiring();
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: { ...ON, progressBar: true } });
    await openHome(page);
    const kasumi = entryByTitle('Kasumi Signal');
    await expect.poll(() => card(page, kasumi.id).locator('meter').evaluate((meter: HTMLMeterElement) => [meter.value, meter.max])).toEqual([kasumi.progress, 12]);
    const ours = await meters(page, '#hohListPreview');
    expect(ours.filter((item) => /\/\d+$/.test(item.text)).every((item) => item.max !== null)).toBe(true);
    await page.context().close();

    const off = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    await openHome(off);
    expect(await off.locator('meter').count()).toBe(0);
    await off.context().close();
  });
});

describe("progress bars in the dark theme ('progressBar')", () => {
  /** The theme's colour for `css` where the meter is, as a computed colour. */
  const themeColour = (meter: Locator, css: string) => meter.evaluate((element, value) => {
    const probe = document.createElement('div');
    probe.style.color = value;
    element.parentElement!.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, css);

  /** The drawn colours at the meter's left and right ends (its middle row of pixels). */
  async function ends(meter: Locator): Promise<[string, string]> {
    const shot = PNG.sync.read(await meter.screenshot());
    const row = Math.floor(shot.height / 2);
    const at = (x: number) => {
      const i = (row * shot.width + x) * 4;
      return `rgb(${shot.data[i]}, ${shot.data[i + 1]}, ${shot.data[i + 2]})`;
    };
    return [at(3), at(shot.width - 4)];
  }

  /** A meter between a fifth and four fifths full, so both its bar and its runway show. */
  const partlyFull = (page: Page, scope: string) => page.locator(`${scope} meter.hohProgressMeter`).evaluateAll((all) =>
    all.findIndex((meter) => {
      const share = (meter as HTMLMeterElement).value / (meter as HTMLMeterElement).max;
      return share >= 0.2 && share <= 0.8;
    }));

  for (const [where, scope, settings] of [
    ["AniList's cards", '.list-previews', { progressBar: true }],
    ['the rebuilt preview', '#hohListPreview', { ...ON, progressBar: true }],
  ] as const) {
    it(`${where}: a blue bar on AniList's slider runway, not the browser's white track`, async () => {
      pinAiring();
      const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', theme: 'dark', settings });
      await harness.goto(page, '/home');
      await page.locator(`${scope} meter.hohProgressMeter`).first().waitFor({ timeout: 60_000 });
      await expect.poll(() => partlyFull(page, scope)).toBeGreaterThanOrEqual(0);
      const meter = page.locator(`${scope} meter.hohProgressMeter`).nth(await partlyFull(page, scope));
      const expected = [await themeColour(meter, 'rgb(var(--color-blue))'), await themeColour(meter, 'rgb(var(--color-foreground-grey-dark))')];
      expect(await ends(meter)).toEqual(expected);
      expect(expected[1]).not.toBe('rgb(255, 255, 255)');
      await page.context().close();
    });
  }
});

describe("at most 10 or 8 cards ('limitProgress10', 'limitProgress8')", () => {
  it("limits AniList's blocks and the rebuilt one", async () => {
    pinAiring();
    const unlimited = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    await openHome(unlimited);
    const before = await visibleCards(unlimited);
    expect(Math.max(...before)).toBeGreaterThan(10);
    await unlimited.context().close();

    for (const [setting, limit] of [['limitProgress10', 10], ['limitProgress8', 8]] as const) {
      const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: { ...ON, [setting]: true } });
      await openHome(page);
      const counts = await visibleCards(page);
      expect(counts.length, setting).toBe(before.length);
      expect(counts, setting).toEqual(before.map((count) => Math.min(count, limit)));
      await page.context().close();
    }
  });
});

describe("expanded block kept right ('expandRight')", () => {
  const layout = (page: Page) =>
    page.evaluate(() => {
      const home = document.querySelector('.home')!;
      const previews = document.querySelector('.list-previews')!;
      const right = home.querySelector(':scope > .activity-feed-wrap + div')!;
      return {
        fullWidth: home.classList.contains('full-width'),
        inRight: right.contains(previews),
        feedWidth: Math.round(document.querySelector('.activity-feed-wrap')!.getBoundingClientRect().width),
        oursBeforePreviews: document.querySelector('#hohListPreview')?.nextElementSibling === previews,
      };
    });

  it('AniList expands the preview across the page; with expandRight it stays in the right column', async () => {
    const plain = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await harness.goto(plain, '/home');
    const start = await layout(plain);
    expect(start).toMatchObject({ fullWidth: false, inRight: true });
    await plain.click('.list-previews .size-toggle');
    await expect.poll(() => layout(plain)).toMatchObject({ fullWidth: true, inRight: false });
    await plain.context().close();

    pinAiring();
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: { ...ON, expandRight: true, limitProgress8: true } });
    await openHome(page);
    const before = await layout(page);
    // Our block hides AniList's anime one and its toggle; ours works it.
    await page.getByRole('button', { name: strings.sizeToggle }).click();
    await expect.poll(() => layout(page)).toMatchObject({ fullWidth: true, inRight: true, oursBeforePreviews: true, feedWidth: before.feedWidth });
    // Expanded, the limits no longer apply.
    expect(Math.max(...(await visibleCards(page)))).toBeGreaterThan(8);
    // Compressing (here with the manga block's own toggle) goes back to the usual layout.
    await page.locator('.list-previews .list-preview-wrap:visible .size-toggle').first().click();
    await expect.poll(() => layout(page)).toMatchObject({ fullWidth: false, inRight: true, oursBeforePreviews: true });
    await page.context().close();
  });
});
