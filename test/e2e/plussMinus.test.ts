// End to end: the score buttons ('plussMinus') on the simulator's list pages, from the built
// userscript in Chromium. What the user sees (the row's score), what reached the API (one
// SaveMediaListEntry by mediaId with the score) and what changed in the world; and where the
// buttons must not be: someone else's list, without the script's token, star and smiley formats.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { MediaListEntry, ScoreFormat } from '../../sim/world/types.ts';
import { rawToFormat } from '../../sim/world/scores.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { strings } from '../../src/modules/plussMinus/strings.ts';

const DEMO = NOTABLE_USERS.demo;
const TIMEOUT = 60_000;
const BUTTON = '.hohChangeScore';

const harness = useHarness();

function demoUser() {
  const user = harness.sim.world.getUserByName(DEMO);
  if (!user) throw new Error('no Demo user in the world');
  return user;
}

function setFormat(format: ScoreFormat): void {
  demoUser().mediaListOptions.scoreFormat = format;
}

const used = new Set<number>();
/** A fresh scored entry of Demo's per test, so one test's saves never meet another's. */
function freshEntry(type: 'ANIME' | 'MANGA' = 'ANIME'): MediaListEntry {
  const { world } = harness.sim;
  const entry = world.listEntries(demoUser().id, type).find((e) =>
    !used.has(e.id) && e.scoreRaw >= 20 && e.scoreRaw <= 90 && !e.hiddenFromStatusLists && !world.getMedia(e.mediaId)?.isAdult);
  if (!entry) throw new Error('Demo has no suitable entry');
  used.add(entry.id);
  return entry;
}

const isSave = (operation: string) => operation.includes('SaveMediaListEntry');
const saves = () => harness.requests().filter((r) => isSave(r.operation));
const row = (entry: MediaListEntry) => `.list-entries > [data-entry-id="${entry.id}"]`;
const shownScore = (page: Page, entry: MediaListEntry) =>
  page.$eval(`${row(entry)} .score`, (cell) => [...cell.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim());

async function openList(page: Page, path: string): Promise<void> {
  await harness.goto(page, path);
  await page.waitForSelector(`.medialist .list-entries > .row ${BUTTON}`, { state: 'attached', timeout: TIMEOUT });
}

/** The 3x3 button (on by default, for everyone) shows the script has gone over the list page. */
async function settle(page: Page): Promise<void> {
  await page.waitForSelector('#hohDraw3x3', { timeout: TIMEOUT });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe("score buttons ('plussMinus')", () => {
  it('puts - and + in the score cell of every row of your own list, and + saves 0.1 more by mediaId', async () => {
    setFormat('POINT_10_DECIMAL');
    const entry = freshEntry();
    const before = rawToFormat(entry.scoreRaw, 'POINT_10_DECIMAL');
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openList(page, `/user/${DEMO}/animelist`);
    await expect.poll(() => page.$$eval('.medialist .list-entries > .entry', (rows) => rows.length > 0 && rows.every((r) => r.querySelectorAll('.score > .hohChangeScore').length === 2)), { timeout: TIMEOUT }).toBe(true);
    await expect(page.$eval(`${row(entry)} .score`, (cell) => [cell.firstElementChild?.textContent, cell.lastElementChild?.textContent])).resolves.toEqual(['-', '+']);
    harness.clearRequests();
    await page.click(`${row(entry)} ${BUTTON}[aria-label="${strings.raise}"]`);
    const expected = Math.round((before + 0.1) * 10) / 10;
    await expect(shownScore(page, entry)).resolves.toBe(String(expected));
    await expect.poll(() => harness.sim.world.listEntryFor(demoUser().id, entry.mediaId)?.scoreRaw, { timeout: TIMEOUT }).toBe(Math.round(expected * 10));
    expect(saves()).toHaveLength(1);
    expect(saves()[0].variables).toEqual({ mediaId: entry.mediaId, score: expected });
    expect(saves()[0].token).not.toBeNull();
    await page.close();
  });

  it('lowers by 1 in the 10-point format with the keyboard, on the cards layout of the manga list', async () => {
    setFormat('POINT_10');
    const entry = freshEntry('MANGA');
    const before = rawToFormat(entry.scoreRaw, 'POINT_10');
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openList(page, `/user/${DEMO}/mangalist?view=cards`);
    await expect(page.$eval(row(entry), (r) => r.classList.contains('entry-card'))).resolves.toBe(true);
    harness.clearRequests();
    await page.focus(`${row(entry)} ${BUTTON}[aria-label="${strings.lower}"]`);
    await page.keyboard.press('Enter');
    await expect.poll(() => harness.sim.world.listEntryFor(demoUser().id, entry.mediaId)?.score, { timeout: TIMEOUT }).toBe(before - 1);
    await expect(shownScore(page, entry)).resolves.toBe(String(before - 1));
    expect(saves().map((s) => s.variables)).toEqual([{ mediaId: entry.mediaId, score: before - 1 }]);
    await page.close();
  });

  it('stops at the bounds: + at 100 and - at 1 send nothing (100-point format)', async () => {
    setFormat('POINT_100');
    const top = freshEntry();
    const bottom = freshEntry();
    harness.sim.world.saveListEntry(demoUser().id, { mediaId: top.mediaId, scoreRaw: 100 });
    harness.sim.world.saveListEntry(demoUser().id, { mediaId: bottom.mediaId, scoreRaw: 1 });
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openList(page, `/user/${DEMO}/animelist`);
    harness.clearRequests();
    await page.click(`${row(top)} ${BUTTON}[aria-label="${strings.raise}"]`);
    await page.click(`${row(bottom)} ${BUTTON}[aria-label="${strings.lower}"]`);
    await expect(shownScore(page, top)).resolves.toBe('100');
    await expect(shownScore(page, bottom)).resolves.toBe('1');
    // One more press that does save, so the two above had their chance to reach the API first.
    await page.click(`${row(bottom)} ${BUTTON}[aria-label="${strings.raise}"]`);
    await expect.poll(() => saves().length, { timeout: TIMEOUT }).toBe(1);
    expect(saves()[0].variables).toEqual({ mediaId: bottom.mediaId, score: 2 });
    await page.close();
  });

  it('a failed save puts the old score back and says so', async () => {
    setFormat('POINT_10_DECIMAL');
    const entry = freshEntry();
    const before = rawToFormat(entry.scoreRaw, 'POINT_10_DECIMAL');
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    const refused = await refuseOperation(page, 'SaveMediaListEntry', { status: 500 });
    await openList(page, `/user/${DEMO}/animelist`);
    await page.click(`${row(entry)} ${BUTTON}[aria-label="${strings.raise}"]`);
    const title = (await page.textContent(`${row(entry)} .title > a`))!.trim();
    await expect(page.locator('#hohNotices [data-notice="plussMinusFailed"]').textContent({ timeout: TIMEOUT })).resolves.toContain(strings.saveFailed(title, String(before)));
    await expect(shownScore(page, entry)).resolves.toBe(String(before));
    expect(refused()).toBeGreaterThan(0);
    expect(harness.sim.world.listEntryFor(demoUser().id, entry.mediaId)?.scoreRaw).toBe(entry.scoreRaw);
    await page.close();
  });

  it('a 429 on the save is waited out, and the save then goes through', async () => {
    setFormat('POINT_10_DECIMAL');
    const entry = freshEntry();
    const before = rawToFormat(entry.scoreRaw, 'POINT_10_DECIMAL');
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    const refused = await refuseOperation(page, 'SaveMediaListEntry', { status: 429, times: 1, retryAfter: 1 });
    await openList(page, `/user/${DEMO}/animelist`);
    await page.click(`${row(entry)} ${BUTTON}[aria-label="${strings.lower}"]`);
    const expected = Math.round((before - 0.1) * 10) / 10;
    await expect.poll(() => harness.sim.world.listEntryFor(demoUser().id, entry.mediaId)?.score, { timeout: TIMEOUT }).toBe(expected);
    expect(refused()).toBe(1);
    await expect(shownScore(page, entry)).resolves.toBe(String(expected));
    await expect(page.locator('#hohNotices [data-notice="plussMinusFailed"]').count()).resolves.toBe(0);
    await page.close();
  });

  it("has no buttons on someone else's list, without the script's token, or in the star and smiley formats", async () => {
    setFormat('POINT_10_DECIMAL');
    harness.clearRequests();
    const other = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await harness.goto(other, '/user/Aoi/animelist');
    await settle(other);
    await expect(other.locator(BUTTON).count()).resolves.toBe(0);
    await other.close();

    const signedOut = await harness.newPage({ siteUser: DEMO });
    await harness.goto(signedOut, `/user/${DEMO}/animelist`);
    await settle(signedOut);
    await expect(signedOut.locator(BUTTON).count()).resolves.toBe(0);
    await signedOut.close();

    for (const format of ['POINT_5', 'POINT_3'] as const) {
      setFormat(format);
      const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
      await harness.goto(page, `/user/${DEMO}/animelist`);
      await settle(page);
      await expect(page.$eval('.medialist', (root, f) => root.classList.contains(f), format)).resolves.toBe(true);
      await expect(page.locator(BUTTON).count()).resolves.toBe(0);
      await page.close();
    }
    expect(saves()).toHaveLength(0);
    setFormat('POINT_10_DECIMAL');
  });

  it('takes its buttons away when the visit moves on to another page', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openList(page, `/user/${DEMO}/animelist`);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/user/Aoi/animelist'));
    await page.waitForFunction(() => location.pathname === '/user/Aoi/animelist' && document.querySelector('.page-content[data-sim-path="/user/Aoi/animelist"] .medialist'), undefined, { timeout: TIMEOUT });
    await settle(page);
    await expect(page.locator(BUTTON).count()).resolves.toBe(0);
    await page.close();
  });
});
