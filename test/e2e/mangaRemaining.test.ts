// End to end: chapters and volumes left ('mangaRemaining') from the built userscript in Chromium
// on the simulator: Demo's manga list (a label per reading row and the totals in the filter
// column) and her manga stats overview ("Left to read"), checked against the simulator's world;
// releasing manga marked "~" with the latest-chapter guess; an API error and a 429.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { executeGraphql, NOTABLE_USERS } from '../../sim/index.ts';
import { MANGA_GUESS } from '../../src/api/queries/media.ts';
import { MANGA_REMAINING_LIST } from '../../src/api/queries/mangaRemaining.ts';
import { GUESS_WEIGHT, guessLatestChapter } from '../../src/lib/mangaGuess.ts';
import { remainingOf, totalsOf, type Remaining } from '../../src/lib/mangaRemaining.ts';
import { ROW_LABEL, strings } from '../../src/modules/mangaRemaining/strings.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { simNavigate } from '../helpers/pageActions.ts';
import { useHarness } from '../helpers/useHarness.ts';

const MODULE_ID = 'mangaRemaining';
const TIMEOUT = 120_000;
const OWNER = NOTABLE_USERS.demo;
const LIST = `/user/${OWNER}/mangalist`;
const STATS = `/user/${OWNER}/stats/manga/overview`;
const ON = { [MODULE_ID]: true };

const harness = useHarness();

interface Reading {
  mediaId: number;
  progress: number;
  progressVolumes: number;
  chapters: number | null;
  volumes: number | null;
}

/** The owner's reading manga as the world gives them to a guest (the page asks without a token). */
async function reading(): Promise<Reading[]> {
  const answer = await executeGraphql(harness.sim.world, { query: MANGA_REMAINING_LIST, variables: { userName: OWNER } }, undefined);
  const lists = (answer.body as { data: { MediaListCollection: { lists: { entries: { mediaId: number; progress: number; progressVolumes: number; media: { chapters: number | null; volumes: number | null } }[] }[] } } }).data.MediaListCollection.lists;
  const seen = new Map<number, Reading>();
  for (const entry of lists.flatMap((list) => list.entries)) {
    if (!seen.has(entry.mediaId)) seen.set(entry.mediaId, { mediaId: entry.mediaId, progress: entry.progress, progressVolumes: entry.progressVolumes, chapters: entry.media.chapters, volumes: entry.media.volumes });
  }
  return [...seen.values()];
}

/** The latest-chapter guess from the activities the world holds for the manga. */
async function guessFor(mediaId: number): Promise<number> {
  const answer = await executeGraphql(harness.sim.world, { query: MANGA_GUESS, variables: { id: mediaId } }, undefined);
  const activities = (answer.body as { data: { Page: { activities: { progress: string | null; userId: number }[] } } }).data.Page.activities;
  return guessLatestChapter(activities.filter((a) => a && typeof a.userId === 'number'), GUESS_WEIGHT.newChapters, mediaId);
}

/**
 * Demo reads the releasing manga seeded with reading activity (sim/world/seedMangaGuess.ts), so a
 * row carries an estimate: the generated world has no reading activity on the releasing manga
 * on her list. Once per file's world.
 */
function readSeededManga(): void {
  const world = harness.sim.world;
  const demo = world.getUserByName(OWNER)!;
  const byActivity = (id: number) => world.activities().filter((a) => a.type === 'MANGA_LIST' && a.mediaId === id).length;
  const manga = [...world.allMedia('MANGA')].filter((m) => !m.isAdult && m.status === 'RELEASING').sort((a, b) => byActivity(b.id) - byActivity(a.id))[0];
  if (world.listEntryFor(demo.id, manga.id)?.status !== 'CURRENT') world.saveListEntry(demo.id, { mediaId: manga.id, status: 'CURRENT', progress: 10, progressVolumes: 1 });
}

async function expected(): Promise<Map<number, Remaining>> {
  readSeededManga();
  const rows = new Map<number, Remaining>();
  for (const entry of await reading()) rows.set(entry.mediaId, remainingOf(entry, entry.chapters ? null : await guessFor(entry.mediaId)));
  return rows;
}

/** The label of each labelled row, by media id. */
const labels = (page: Page) => page.$$eval(`.medialist .list-entries > .entry .${ROW_LABEL}`, (spans) =>
  spans.map((span) => [Number(/\/manga\/(\d+)/.exec(span.closest('.entry')!.querySelector('.title > a')!.getAttribute('href')!)![1]), span.textContent!] as const));

async function open(path: string, settings: Record<string, unknown> = ON): Promise<Page> {
  const page = await harness.newPage({ siteUser: OWNER, settings });
  await harness.goto(page, path);
  return page;
}

describe("manga left to read ('mangaRemaining')", () => {
  it("labels each reading row of Demo's manga list and totals them, as the world says", async () => {
    const want = await expected();
    const world = await reading();
    harness.clearRequests();
    const page = await open(LIST);
    const sum = totalsOf([...want.values()]);
    await expect.poll(() => page.textContent('#hohMangaRemainingWrap .hohLeftTotals'), { timeout: TIMEOUT }).toBe(strings.totals(sum));
    expect(await page.textContent('#hohMangaRemainingWrap .hohLeftDetail')).toBe(strings.detail(sum));
    await expect.poll(async () => new Set((await labels(page)).map(([id]) => id)).size, { timeout: TIMEOUT }).toBe(want.size);
    const shown = new Map(await labels(page));
    // Written out by hand from the world: a finished manga's count, and a releasing one's estimate.
    const finished = world.find((entry) => entry.chapters && entry.volumes)!;
    expect(shown.get(finished.mediaId)).toBe(`${Math.max(0, finished.chapters! - finished.progress)} ch \u00b7 ${Math.max(0, finished.volumes! - finished.progressVolumes)} vol left`);
    const releasing = await Promise.all(world.filter((entry) => !entry.chapters).map(async (entry) => ({ entry, guess: await guessFor(entry.mediaId) })));
    const estimated = releasing.find(({ guess }) => guess > 0)!;
    expect(shown.get(estimated.entry.mediaId)).toBe(`~${Math.max(0, estimated.guess - estimated.entry.progress)} ch left`);
    for (const [id, left] of want) expect(shown.get(id), String(id)).toBe(strings.row(left));
    // Rows of manga not being read carry no label.
    expect((await labels(page)).every(([id]) => want.has(id))).toBe(true);
    // What reached the API: the reading list once (CURRENT and REPEATING only), the guesses packed.
    const asked = harness.requests().filter((request) => request.operation.includes('MangaRemainingList'));
    expect(asked).toHaveLength(1);
    expect(asked[0].operation).toContain('status_in: [CURRENT, REPEATING]');
    expect(harness.requests().filter((request) => request.operation.includes('activities(mediaId:')).length).toBe(Math.ceil(releasing.length / 20));
  }, TIMEOUT);

  it("shows the totals as 'Left to read' on Demo's manga stats overview", async () => {
    const sum = totalsOf([...(await expected()).values()]);
    const page = await open(STATS);
    await expect.poll(() => page.textContent('#hohMangaRemainingStats .hohLeftTotals'), { timeout: TIMEOUT }).toBe(strings.totals(sum));
    expect(sum.estimated).toBe(true);
    expect(await page.textContent('#hohMangaRemainingStats .group-header')).toBe(strings.heading);
    expect(await page.$eval('#hohMangaRemainingStats', (box) => box.parentElement === document.querySelector('.stats-wrap .highlights')?.parentElement)).toBe(true);
  }, TIMEOUT);

  it('an API error says so and shows no number', async () => {
    const page = await harness.newPage({ siteUser: OWNER, settings: ON });
    const refused = await refuseOperation(page, 'query MangaRemainingList', { status: 500 });
    await harness.goto(page, LIST);
    await expect.poll(() => page.textContent('#hohMangaRemainingWrap .hohLeftStatus'), { timeout: TIMEOUT }).toBe(strings.failed);
    expect(refused()).toBeGreaterThan(0);
    expect(await page.textContent('#hohMangaRemainingWrap .hohLeftTotals')).toBe('');
    expect(await page.locator(`.${ROW_LABEL}`).count()).toBe(0);
  }, TIMEOUT);

  it('after a 429 the numbers come once Retry-After has passed', async () => {
    const sum = totalsOf([...(await expected()).values()]);
    const page = await harness.newPage({ siteUser: OWNER, settings: ON });
    const refused = await refuseOperation(page, 'query MangaRemainingList', { status: 429, times: 1 });
    await harness.goto(page, STATS);
    await expect.poll(() => page.textContent('#hohMangaRemainingStats .hohLeftTotals'), { timeout: TIMEOUT }).toBe(strings.totals(sum));
    expect(refused()).toBe(1);
  }, TIMEOUT);

  it('runs on manga pages only, and leaves nothing when the visitor moves on', async () => {
    harness.clearRequests();
    const page = await open(`/user/${OWNER}/animelist`);
    const running = () => page.evaluate(() => window.automailDebug!.listActive().modules);
    // The anime list: the visit is skipped before the code loads (nothing drawn, nothing asked).
    await page.waitForSelector('#hohTagIndexWrap', { timeout: TIMEOUT });
    expect(await page.locator('#hohMangaRemainingWrap').count()).toBe(0);
    expect(harness.requests().some((request) => request.operation.includes('MangaRemainingList'))).toBe(false);
    await simNavigate(page, LIST);
    await page.waitForSelector(`.${ROW_LABEL}`, { timeout: TIMEOUT });
    expect(await running()).toContain(MODULE_ID);
    await simNavigate(page, `/user/${OWNER}/`);
    await expect.poll(running).not.toContain(MODULE_ID);
    harness.clearRequests();
    await simNavigate(page, `/user/${OWNER}/stats/anime/overview`);
    await page.waitForSelector('.stats-wrap .highlights', { timeout: TIMEOUT });
    expect(await page.locator('#hohMangaRemainingStats').count()).toBe(0);
    expect(harness.requests().some((request) => request.operation.includes('MangaRemainingList'))).toBe(false);
    await expect.poll(() => page.locator(`#hohMangaRemainingWrap, .${ROW_LABEL}, #hohMangaRemainingStyle`).count()).toBe(0);
  }, TIMEOUT);

  it('is off by default', async () => {
    harness.clearRequests();
    const page = await open(LIST, {});
    await expect.poll(() => page.evaluate(() => window.automailDebug!.listActive().modules)).toContain('tagIndex');
    expect(await page.evaluate(() => window.automailDebug!.listActive().modules)).not.toContain(MODULE_ID);
    expect(await page.locator('#hohMangaRemainingWrap').count()).toBe(0);
    expect(harness.requests().some((request) => request.operation.includes('MangaRemainingList'))).toBe(false);
  }, TIMEOUT);
});
