// End to end: the status dots ('relationStatusDots', always on while the script holds a token) on
// the relations and recommendations of the simulator's media overview, from the built userscript
// in Chromium. Asserts the dots against the viewer's list in the world, and the one authorised
// query per media (cached 2 min).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { mediaWithListedNeighbours } from '../../sim/pages/tryPlaces.ts';
import type { Media } from '../../sim/world/types.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { targetStatuses, withRefusal } from '../helpers/rateFill.ts';

const MODULE_ID = 'relationStatusDots';
const DEMO = NOTABLE_USERS.demo;
const DOT = '.hohStatusDot';
const TIMEOUT = 60_000;

let harness: Harness;
let media: Media;

beforeAll(async () => {
  harness = await startHarness();
  const found = mediaWithListedNeighbours(harness.sim.world);
  if (!found) throw new Error('no media with relations and recommendations on Demo\'s list');
  media = found;
});

afterAll(async () => {
  await harness?.close();
});

const isStatusQuery = (operation: string) => operation.includes('query RelationStatus');

/** What the world says: "<id> <STATUS>" for every relation and recommendation on Demo's list. */
function expectedDots(world = harness.sim.world, of: Media = media): string[] {
  const demo = world.getUserByName(DEMO)!;
  const ids = new Set([...of.relations.map((r) => r.mediaId), ...of.recommendations.map((r) => r.mediaId)]);
  return [...ids].flatMap((id) => {
    const entry = world.listEntryFor(demo.id, id);
    return entry && world.getMedia(id) ? [`${id} ${entry.status}`] : [];
  }).sort();
}

/** What the page shows: "<id> <STATUS>" for each dotted cover (a media shown twice counts once). */
const seenDots = (page: Page) =>
  page.$$eval(DOT, (dots) => [...new Set(dots.map((dot) => {
    const id = /\/(?:anime|manga)\/(\d+)/.exec(dot.parentElement?.getAttribute('href') ?? '')?.[1];
    const status = [...dot.classList].find((c) => c.startsWith('hohStatus-'))?.slice('hohStatus-'.length);
    return `${id} ${status}`;
  }))].sort());

function answer(page: Page) {
  return page.waitForResponse((response) => response.url().startsWith('https://graphql.anilist.co') && isStatusQuery(response.request().postData() ?? ''), { timeout: TIMEOUT });
}

async function settle(page: Page, answered: Promise<unknown>): Promise<void> {
  await answered;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe("status dots on relations and recommendations ('relationStatusDots')", () => {
  it('dots exactly the covers of media on the viewer\'s list, in their status, from one authorised query', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    harness.clearRequests();
    await harness.goto(page, `/anime/${media.id}`);
    const expected = expectedDots();
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => seenDots(page), { timeout: TIMEOUT }).toEqual(expected);
    // Both kinds of card carry dots, and a dot says which status it is.
    await expect(page.locator(`.relations ${DOT}`).count()).resolves.toBeGreaterThan(0);
    await expect(page.locator(`.recommendation-card ${DOT}`).count()).resolves.toBeGreaterThan(0);
    const label = await page.getAttribute(DOT, 'aria-label');
    expect(['Watching', 'Rewatching', 'Reading', 'Rereading', 'Completed', 'Paused', 'Dropped', 'Planning']).toContain(label);
    const queries = harness.requests().filter((r) => isStatusQuery(r.operation));
    expect(queries).toHaveLength(1);
    expect(queries[0].variables).toEqual({ id: media.id });
    expect(queries[0].token).not.toBeNull();

    // Within the 2 minutes of the cache, coming back asks nothing new.
    harness.clearRequests();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => seenDots(page), { timeout: TIMEOUT }).toEqual(expected);
    expect(harness.requests().filter((r) => isStatusQuery(r.operation))).toHaveLength(0);

    // Leaving the overview takes the dots away.
    await page.click('.media .nav .link:has-text("Characters")');
    await expect.poll(() => page.locator(DOT).count(), { timeout: TIMEOUT }).toBe(0);
    await page.close();
  });

  it("adds no dot to a card where AniList shows its own list-status marker", async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    // The simulator's switch draws AniList's `.list-status` marker on every listed card.
    const answered = answer(page);
    await harness.goto(page, `/anime/${media.id}?sim-card-status`);
    await settle(page, answered);
    const markers = await page.$$eval('.relations .media-preview-card .list-status, .recommendation-card .list-status', (nodes) => nodes.length);
    expect(markers).toBeGreaterThan(0);
    await expect(page.locator(DOT).count()).resolves.toBe(0);
    // The same overview without AniList's markers gets the dots.
    await harness.goto(page, `/anime/${media.id}`);
    await expect.poll(() => seenDots(page), { timeout: TIMEOUT }).toEqual(expectedDots());
    await page.close();
  });

  it('signed out of the script: no dots and no query', async () => {
    const page = await harness.newPage({ siteUser: DEMO });
    harness.clearRequests();
    await harness.goto(page, `/anime/${media.id}`);
    await page.waitForSelector('.recommendation-card', { state: 'attached', timeout: TIMEOUT });
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-automail-version')), { timeout: TIMEOUT }).toBe(true);
    await expect(page.evaluate(() => window.automailDebug?.listActive().modules ?? [])).resolves.not.toContain(MODULE_ID);
    await expect(page.locator(DOT).count()).resolves.toBe(0);
    expect(harness.requests().filter((r) => isStatusQuery(r.operation))).toHaveLength(0);
    await page.close();
  });

  it('an API error leaves the covers as they are', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      const other = harness.sim.world.listEntries(harness.sim.world.getUserByName(DEMO)!.id, 'ANIME')
        .map((e) => harness.sim.world.getMedia(e.mediaId)!)
        .find((m) => m.id !== media.id && !m.isAdult && expectedDots(harness.sim.world, m).length > 0)!;
      const answered = answer(page);
      await harness.goto(page, `/anime/${other.id}`);
      await settle(page, answered);
      await expect(page.locator(DOT).count()).resolves.toBe(0);
      await expect(page.locator('.recommendation-card').count()).resolves.toBeGreaterThan(0);
    } finally {
      harness.sim.setOutage(null);
    }
    await page.close();
  });
});

describe("status dots ('relationStatusDots') under a 429", () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await startHarness({ world: () => harness.sim.world, rateLimit: 4, rateWindowMs: 3000 });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('draws the dots once the rate limit lets the query through', async () => {
    const shown = mediaWithListedNeighbours(limited.sim.world)!;
    const page = await limited.newPage({ siteUser: DEMO, token: 'demo', settings: { entryScore: false } });
    limited.clearRequests();
    await withRefusal(limited, isStatusQuery, () => limited.goto(page, `/anime/${shown.id}`));
    await expect.poll(() => seenDots(page), { timeout: 60_000 }).toEqual(expectedDots(limited.sim.world, shown));
    expect(targetStatuses(limited, isStatusQuery)).toEqual({ first: 429, last: 200 });
    await page.close();
  });
});
