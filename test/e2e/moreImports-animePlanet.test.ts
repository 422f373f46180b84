// End to end: the 'moreImports' module's Anime-Planet import on the simulator's /settings/import,
// from the built userscript in Chromium: the match review (worker matching, worst on top, far
// matches unchecked, another candidate picked), the plan, the saves, the overwrite, the undo,
// and the resume after a reload, a 500 and a 429 in the middle of saving. The world is checked
// field by field after each step.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import {
  chooseFile,
  chooseListType,
  fixtureJson,
  freshFixture,
  listDiff,
  listSnapshot,
  mediaIdByTitle,
  openImportPage,
  savesByMedia,
  setImportPace,
  type EntryState,
} from '../helpers/imports.ts';
import { strings } from '../../src/modules/moreImports/strings.ts';
import { IMPORT_TEXTS, MAX_CHECKED_DISTANCE } from '../../src/workers/importMatch.ts';
import { downloadText } from '../helpers/download.ts';

const MODULE_ID = 'moreImports';
const DEMO = NOTABLE_USERS.demo;
const AP = '.hohAnimePlanetImport';

interface ApEntry { name: string; status: string; rating: number; times: number; eps?: number; ch?: number; vol?: number }
const animeFile = fixtureJson<{ entries: ApEntry[] }>('animeplanet-anime.json').entries;
const byStatus = (status: string) => animeFile.find((entry) => entry.status === status)!;

let harness: Harness;

beforeAll(async () => {
  // A 1 s rate window: the saves and undos of one test never spend the budget of the next (a
  // 60 s window made later tests wait up to a minute for it), and the 429 test's Retry-After is
  // 1 s, not up to a minute per retry. The 90 calls per window is still AniList's limit.
  harness = await startHarness({ rateWindowMs: 1_000 });
});

afterAll(async () => {
  await harness?.close();
});

async function reviewAnimeFile(page: Page): Promise<void> {
  await chooseFile(page, AP, freshFixture('animeplanet-anime.json'));
  await page.locator(`#hohImport ${AP} .hohReviewPrompt`).waitFor({ timeout: 60_000 });
}

const rowOf = (page: Page, source: string) => page.locator(`#hohImport ${AP} .hohReviewRow`).filter({ has: page.locator('.hohReviewSource', { hasText: source }) });

/** What the saves of the anime fixture must put on Demo's POINT_10_DECIMAL list (score = 2·rating). */
function expectedAnime(): Map<number, Partial<EntryState>> {
  const find = (name: string) => mediaIdByTitle(harness, 'ANIME', name);
  const expected = new Map<number, Partial<EntryState>>();
  const add = (entry: ApEntry, status: string, progress: number) =>
    expected.set(find(entry.name), { status: status as EntryState['status'], scoreRaw: entry.rating * 20, progress, repeat: Math.max(0, entry.times - 1) });
  add(byStatus('watched'), 'COMPLETED', 0);
  add(byStatus('watching'), 'CURRENT', byStatus('watching').eps!);
  add(byStatus('want to watch'), 'PLANNING', 0);
  add(byStatus('stalled'), 'PAUSED', byStatus('stalled').eps!);
  add(byStatus('dropped'), 'DROPPED', byStatus('dropped').eps!);
  const lowerCase = animeFile.find((entry) => entry.name === entry.name.toLowerCase() && /^[a-z ]+$/.test(entry.name))!;
  add(lowerCase, 'COMPLETED', 0);
  add(animeFile.find((entry) => entry.name.includes('"Quoted"'))!, 'COMPLETED', 0);
  // The anthology: the two specials grouped under one id, CURRENT with the entry count as progress.
  expected.set(2994, { status: 'CURRENT', scoreRaw: 0, progress: 2, repeat: 0 });
  expected.set(3786, { status: 'COMPLETED', scoreRaw: 100, progress: 0, repeat: 0 });
  return expected;
}

describe(`Anime-Planet import ('${MODULE_ID}')`, () => {
  let before: Map<number, EntryState>;
  let page: Page;
  let farPick: number;

  it('matches in the worker and shows the review: worst on top, far matches unchecked, markup shown as text', async () => {
    page = await openImportPage(harness, { siteUser: DEMO, token: 'demo' });
    before = listSnapshot(harness, DEMO, 'ANIME');
    harness.clearRequests();
    await chooseFile(page, AP, freshFixture('animeplanet-anime.json'));
    await page.locator(`#hohImport ${AP}`).getByText(IMPORT_TEXTS.findingMatches).waitFor({ timeout: 60_000 });
    await page.locator(`#hohImport ${AP} .hohReviewPrompt`).waitFor({ timeout: 60_000 });
    expect(await page.locator(`#hohImport ${AP} .hohReviewPrompt`).textContent()).toBe(IMPORT_TEXTS.review);
    // The searches went out in aliased batches: 14 items (anthology grouped, won't watch left out) → 1 request.
    const searches = harness.requests().filter((request) => request.operation.includes('query ImportSearch'));
    expect(searches).toHaveLength(1);

    const rows = page.locator(`#hohImport ${AP} .hohReviewRow`);
    const distances = (await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-distance')))));
    expect(distances).toEqual([...distances].sort((a, b) => b - a));
    expect(distances[0]).toBeGreaterThan(MAX_CHECKED_DISTANCE);
    expect(distances).toHaveLength(12);
    const first = rows.first();
    expect(await first.locator('input[type=checkbox]').isChecked()).toBe(false);
    for (let i = 1; i < 12; i++) expect(await rows.nth(i).locator('input[type=checkbox]').isChecked()).toBe(true);
    expect(await page.locator(`#hohImport ${AP} .hohNoMatches`).textContent()).toBe(`${strings.noMatches} Zzyzx Qwfp Nothing Here`);
    expect(await page.locator(`#hohImport ${AP}`).getByText(strings.skippedWontWatch(1)).count()).toBe(1);
    const quoted = rowOf(page, '"Quoted"');
    expect(await quoted.locator('.hohReviewSource').textContent()).toBe(animeFile.find((entry) => entry.name.includes('"Quoted"'))!.name);
    expect(await quoted.locator('b').count()).toBe(0);
    expect(await rowOf(page, 'Death Note Rewrite 1').locator('.hohReviewSource').textContent()).toBe("Death Note Rewrite 1: Visions of a God, Death Note Rewrite 2: L's Successors");

    // The far match offers its candidates: pick the second one and check it.
    const pick = first.locator('select.hohReviewPick');
    const options = await pick.locator('option').evaluateAll((els) => els.map((el) => Number((el as HTMLOptionElement).value)));
    expect(options.length).toBeGreaterThan(1);
    farPick = options[1];
    await pick.selectOption(String(farPick));
    // The review follows the choice with its next render.
    await expect.poll(() => first.locator('a.hohReviewTitle').getAttribute('href'), { timeout: 60_000 }).toBe(`/anime/${farPick}`);
    await first.locator('input[type=checkbox]').check();
    await expect.poll(() => page.locator(`#hohImport ${AP} .hohSelectedCount`).textContent(), { timeout: 60_000 }).toBe(strings.selectedCount(12, 12));
    expect(await page.locator(`#hohImport ${AP} input[type=checkbox]`).last().isChecked()).toBe(false);
  });

  it("'Import all selected' shows the plan first; nothing is saved before it starts", async () => {
    await page.locator(`#hohImport ${AP} .hohImportSelected`).click();
    await page.locator('#hohImport .hohPlan').waitFor({ timeout: 60_000 });
    // 12 rows: one already on the list (overwrite off) and one with an unknown status fall out.
    expect(await page.locator('#hohImport .hohPlanSummary').textContent()).toBe(strings.planSummary(10, 0, 1, 1));
    expect(await page.locator(`#hohImport ${AP} .hohImportWarning`).textContent()).toBe(strings.unknownStatus(byStatus('on hold').name, 'on hold'));
    expect(savesByMedia(harness).size).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#hohImport .hohDownloadPlan').click()]);
    expect(download.suggestedFilename()).toBe(`import-plan_anime_${DEMO}.json`);
    const plan = JSON.parse(await downloadText(download)) as { toAdd: { mediaId: number }[]; skippedAlreadyOnList: unknown[]; unmatched: string[] };
    expect(plan.toAdd).toHaveLength(10);
    expect(plan.skippedAlreadyOnList).toHaveLength(1);
    expect(plan.unmatched).toEqual(['Zzyzx Qwfp Nothing Here']);
  });

  it('saves the plan one at a time: exactly the expected entries, nothing overwritten, nothing lost', async () => {
    await page.locator('#hohImport .hohStartImport').click();
    await page.locator('#hohImport .hohImportDone').waitFor({ timeout: 60_000 });
    expect(await page.locator('#hohImport .hohImportStatus').textContent()).toBe(strings.progress(10, 10));
    const after = listSnapshot(harness, DEMO, 'ANIME');
    const diff = listDiff(before, after);
    expect(diff.removed).toEqual([]);
    expect(diff.changed).toEqual([]);
    const expected = expectedAnime();
    expected.set(farPick, { status: 'COMPLETED', scoreRaw: 80, progress: 0, repeat: 0 });
    expect(diff.added.sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
    for (const [mediaId, fields] of expected) expect(after.get(mediaId), `media ${mediaId}`).toMatchObject(fields);
    for (const [, statuses] of savesByMedia(harness)) expect(statuses).toEqual([200]);
  });

  it("'Undo this import' asks first, then deletes exactly the added entries: the list is as before", async () => {
    await page.locator('#hohImport .hohUndoImport').click();
    expect(await page.locator('#hohImport .hohUndoConfirm p').textContent()).toBe(strings.undoConfirm(10, 0));
    await page.locator('#hohImport .hohUndoCancel').click();
    // The question is gone (Cancel was taken) before the list is counted.
    await page.locator('#hohImport .hohUndoConfirm').waitFor({ state: 'detached', timeout: 60_000 });
    expect(listSnapshot(harness, DEMO, 'ANIME').size).toBe(before.size + 10);
    await page.locator('#hohImport .hohUndoImport').click();
    await page.locator('#hohImport .hohUndoYes').click();
    // Undo deletes at the import's pace; a busy CI machine has needed more than a minute.
    await page.locator('#hohImport .hohJob').getByText(strings.undone).waitFor({ timeout: 120_000 });
    expect(await page.locator('#hohImport .hohUndoStatus').textContent()).toBe(strings.undoProgress(10, 10));
    expect(listDiff(before, listSnapshot(harness, DEMO, 'ANIME'))).toEqual({ added: [], removed: [], changed: [] });
    await page.locator('#hohImport .hohForgetImport').click();
    // The job was shown (its undo was just waited for): now gone.
    await expect.poll(() => page.locator('#hohImport .hohJob').count(), { timeout: 60_000 }).toBe(0);
  });

  it('with overwrite on, the entry already on the list is changed, and undo puts it back as it was', async () => {
    const page2 = await openImportPage(harness, { siteUser: DEMO, token: 'demo' });
    const start = listSnapshot(harness, DEMO, 'ANIME');
    await reviewAnimeFile(page2);
    await page2.getByLabel(strings.overwrite).check();
    await page2.locator(`#hohImport ${AP} .hohImportSelected`).click();
    await page2.locator('#hohImport .hohPlan').waitFor({ timeout: 60_000 });
    expect(await page2.locator('#hohImport .hohPlanSummary').textContent()).toBe(strings.planSummary(9, 1, 0, 1));
    await page2.locator('#hohImport .hohStartImport').click();
    await page2.locator('#hohImport .hohImportDone').waitFor({ timeout: 60_000 });
    const onList = animeFile[animeFile.length - 1];
    const onListId = mediaIdByTitle(harness, 'ANIME', onList.name);
    expect(start.has(onListId)).toBe(true);
    expect(listSnapshot(harness, DEMO, 'ANIME').get(onListId)).toMatchObject({ status: 'DROPPED', scoreRaw: 10, progress: 1, repeat: 2 });
    await page2.locator('#hohImport .hohUndoImport').click();
    expect(await page2.locator('#hohImport .hohUndoConfirm p').textContent()).toBe(strings.undoConfirm(9, 1));
    await page2.locator('#hohImport .hohUndoYes').click();
    await page2.locator('#hohImport .hohJob').getByText(strings.undone).waitFor({ timeout: 60_000 });
    const diff = listDiff(start, listSnapshot(harness, DEMO, 'ANIME'));
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
    expect(diff.changed).toEqual([]);
    await page2.locator('#hohImport .hohForgetImport').click();
  });

  it('manga: every status, chapters and volumes', async () => {
    const page3 = await openImportPage(harness, { siteUser: DEMO, token: 'demo' });
    const start = listSnapshot(harness, DEMO, 'MANGA');
    await chooseListType(page3, AP, 'manga');
    await chooseFile(page3, AP, freshFixture('animeplanet-manga.json'));
    await page3.locator(`#hohImport ${AP} .hohReviewPrompt`).waitFor({ timeout: 60_000 });
    await page3.locator(`#hohImport ${AP} .hohImportSelected`).click();
    await page3.locator('#hohImport .hohPlan').waitFor({ timeout: 60_000 });
    // "won't read" is not a status the map knows: logged and skipped at save time.
    expect(await page3.locator('#hohImport .hohPlanSummary').textContent()).toBe(strings.planSummary(5, 0, 0, 0));
    await page3.locator('#hohImport .hohStartImport').click();
    await page3.locator('#hohImport .hohImportDone').waitFor({ timeout: 60_000 });
    const after = listSnapshot(harness, DEMO, 'MANGA');
    const diff = listDiff(start, after);
    expect(diff.removed).toEqual([]);
    expect(diff.changed).toEqual([]);
    expect(diff.added).toHaveLength(5);
    const manga = fixtureJson<{ entries: ApEntry[] }>('animeplanet-manga.json').entries;
    const find = (entry: ApEntry) => after.get(mediaIdByTitle(harness, 'MANGA', entry.name));
    expect(find(manga[0])).toMatchObject({ status: 'COMPLETED', scoreRaw: 80, progress: 0, progressVolumes: 5 });
    expect(find(manga[1])).toMatchObject({ status: 'CURRENT', scoreRaw: 70, progress: 12, progressVolumes: 2 });
    expect(find(manga[2])).toMatchObject({ status: 'PLANNING', scoreRaw: 0, progress: 0, progressVolumes: 0 });
    expect(find(manga[3])).toMatchObject({ status: 'PAUSED', scoreRaw: 40, progress: 7, progressVolumes: 0 });
    // No chapters but volumes: the volumes are still sent.
    expect(find(manga[4])).toMatchObject({ status: 'DROPPED', scoreRaw: 20, progress: 0, progressVolumes: 3 });
    await page3.locator('#hohImport .hohForgetImport').click();
  });
});

describe(`resuming an Anime-Planet import ('${MODULE_ID}')`, () => {
  /** Starts the anime fixture's import (overwrite off) at the given pace; returns the page and the list before. */
  async function startImport(paceMs: number): Promise<{ page: Page; before: Map<number, EntryState> }> {
    const page = await openImportPage(harness, { siteUser: DEMO, token: 'demo', paceMs });
    const before = listSnapshot(harness, DEMO, 'ANIME');
    harness.clearRequests();
    await reviewAnimeFile(page);
    await page.locator(`#hohImport ${AP} .hohImportSelected`).click();
    await page.locator('#hohImport .hohStartImport').click();
    return { page, before };
  }

  const added = (before: Map<number, EntryState>) => listDiff(before, listSnapshot(harness, DEMO, 'ANIME')).added.length;

  async function undoAll(page: Page, before: Map<number, EntryState>): Promise<void> {
    await page.locator('#hohImport .hohUndoImport').click();
    await page.locator('#hohImport .hohUndoYes').click();
    // Undo deletes at the import's pace; a busy CI machine has needed more than a minute.
    await page.locator('#hohImport .hohJob').getByText(strings.undone).waitFor({ timeout: 120_000 });
    expect(listDiff(before, listSnapshot(harness, DEMO, 'ANIME'))).toEqual({ added: [], removed: [], changed: [] });
    await page.locator('#hohImport .hohForgetImport').click();
  }

  function checkImported(before: Map<number, EntryState>): void {
    const after = listSnapshot(harness, DEMO, 'ANIME');
    const diff = listDiff(before, after);
    const expected = expectedAnime();
    expect(diff.removed).toEqual([]);
    expect(diff.changed).toEqual([]);
    // The far match stays unchecked here, so nine entries.
    expect(diff.added.sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
    for (const [mediaId, fields] of expected) expect(after.get(mediaId), `media ${mediaId}`).toMatchObject(fields);
    // Nothing was saved twice: each media has exactly one successful save.
    for (const [mediaId, statuses] of savesByMedia(harness)) expect(statuses.filter((status) => status === 200), `media ${mediaId}`).toHaveLength(1);
  }

  it('after a reload in the middle, offers to continue and finishes without saving anything twice', async () => {
    // Slow until the reload has landed in the middle (6 saves left at 500 ms), quick after it.
    const { page, before } = await startImport(500);
    await expect.poll(() => added(before), { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
    await setImportPace(page, 40);
    await page.reload({ waitUntil: 'domcontentloaded' });
    const offer = page.locator('#hohImport .hohResumeOffer');
    await offer.waitFor({ timeout: 60_000 });
    expect(await offer.textContent()).toMatch(/^An import stopped after \d+ of 9 entries\./);
    const stoppedAt = added(before);
    expect(stoppedAt).toBeLessThan(9);
    await page.locator('#hohImport .hohContinueImport').click();
    await page.locator('#hohImport .hohImportDone').waitFor({ timeout: 60_000 });
    expect(await page.locator('#hohImport .hohImportStatus').textContent()).toBe(strings.progress(9, 9));
    checkImported(before);
    await undoAll(page, before);
  }, 300_000);

  it('a 500 in the middle stops the import in red; continuing finishes it, nothing doubled', async () => {
    // The outage starts right after the poll saw two saves (the simulator answers from this
    // process, so no save slips in between): even at 150 ms a save the stop lands in the middle.
    const { page, before } = await startImport(150);
    await expect.poll(() => added(before), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    harness.sim.setOutage({ kind: '500', ms: 120_000 });
    const stopped = page.locator('#hohImport .hohJob .hohImportError');
    await stopped.waitFor({ timeout: 60_000 });
    expect(await stopped.textContent()).toMatch(/^The import stopped: /);
    await expect.poll(() => page.locator('#hohImport .hohContinueImport').count(), { timeout: 60_000 }).toBe(1);
    expect([...savesByMedia(harness).values()].flat()).toContain(500);
    harness.sim.setOutage(null);
    await page.locator('#hohImport .hohContinueImport').click();
    await page.locator('#hohImport .hohImportDone').waitFor({ timeout: 60_000 });
    checkImported(before);
    await undoAll(page, before);
  }, 180_000);

  it('a 429 AniList keeps sending stops the import; continuing once it passes finishes it, nothing doubled', async () => {
    const { page, before } = await startImport(150);
    await expect.poll(() => added(before), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    harness.sim.setRateLimit(0);
    const stopped = page.locator('#hohImport .hohJob .hohImportError');
    await stopped.waitFor({ timeout: 90_000 });
    expect(await stopped.textContent()).toBe(strings.stopped(strings.rateLimited));
    expect([...savesByMedia(harness).values()].flat()).toContain(429);
    harness.sim.setRateLimit(90);
    harness.sim.resetRateLimit();
    await page.locator('#hohImport .hohContinueImport').click();
    await page.locator('#hohImport .hohImportDone').waitFor({ timeout: 90_000 });
    checkImported(before);
    await undoAll(page, before);
  }, 240_000);
});
