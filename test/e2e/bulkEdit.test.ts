// End to end: bulk edit ('bulkEdit', issue 26) on Demo's own list, from the built userscript in
// Chromium against the simulator. What the member sees (selection, dry run, progress, results),
// what reached the API (batched UpdateMediaListEntries, one request per entry otherwise) and what
// changed in the simulator's world, field by field: the dry run and the undo change exactly what
// they say. Failure paths: signed out of the script, the list read refused, a 429 that outlasts the
// client's retries, an outage, Stop, a reload in the middle, a bad backup file.
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { MediaListEntry } from '../../sim/world/types.ts';
import { BULK_TEST_PACE_KEY } from '../../src/lib/bulkEditJob.ts';
import { LIST_CHANGES_NEED_SIGN_IN } from '../../src/core/messages.ts';
import { statusLabels, strings } from '../../src/modules/bulkEdit/strings.ts';
import { downloadText } from '../helpers/download.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { presetStorage, simNavigate } from '../helpers/pageActions.ts';
import { listDiff, listSnapshot, type EntryState } from '../helpers/imports.ts';
import { formatToRaw } from '../../sim/world/scores.ts';
import { useHarness } from '../helpers/useHarness.ts';

const DEMO = NOTABLE_USERS.demo;
const TIMEOUT = 60_000;
const PANEL = '#hohBulkEdit';
const ON = { bulkEdit: true };
const LIST = `/user/${DEMO}/animelist`;

// A 1 s rate window: one test's requests never spend the next one's budget.
const harness = useHarness({ rateWindowMs: 1_000 });

function demoId(): number {
  return harness.sim.world.getUserByName(DEMO)!.id;
}

const snapshot = () => listSnapshot(harness, DEMO, 'ANIME');
const entryOf = (mediaId: number): MediaListEntry | undefined => harness.sim.world.listEntryFor(demoId(), mediaId);
const writes = () => harness.requests().filter((r) => /mutation (UpdateMediaListEntries|SaveMediaListEntry|DeleteMediaListEntry)/.test(r.operation));

async function openList(options: { token?: boolean; paceMs?: number; path?: string } = {}): Promise<Page> {
  const page = await harness.newPage({ siteUser: DEMO, ...(options.token === false ? {} : { token: 'demo' }), settings: ON });
  if (options.paceMs) await presetStorage(page, { [BULK_TEST_PACE_KEY]: String(options.paceMs) });
  await harness.goto(page, options.path ?? LIST);
  await page.waitForSelector(PANEL, { timeout: TIMEOUT });
  return page;
}

/** The panel is ready and every row has its checkbox. */
async function ready(page: Page): Promise<void> {
  await page.waitForSelector(`${PANEL} .hohBulkSelectShown:not([disabled])`, { timeout: TIMEOUT });
  await expect.poll(() => page.$$eval('.medialist .list-entries > .entry', (rows) => rows.length > 0 && rows.every((row) => row.querySelector('input.hohBulkCheck'))), { timeout: TIMEOUT }).toBe(true);
}

/** The media ids of the list's rows in order (the simulator's rows carry their entry id). */
async function rowMediaIds(page: Page): Promise<number[]> {
  return page.$$eval('.medialist .list-entries > .entry input.hohBulkCheck', (boxes) => boxes.map((box) => Number((box as HTMLInputElement).dataset.mediaId)));
}

const box = (page: Page, mediaId: number) => page.locator(`.medialist input.hohBulkCheck[data-media-id="${mediaId}"]`).first();
const countText = (page: Page) => page.locator(`${PANEL} .hohBulkCount`).textContent();

/** Picks entries the test has not touched yet: rows index `from` to `to` of the list, by click and shift-click. */
async function selectRange(page: Page, from: number, to: number): Promise<number[]> {
  const ids = await rowMediaIds(page);
  await box(page, ids[from]).click();
  await box(page, ids[to]).click({ modifiers: ['Shift'] });
  const picked = [...new Set(ids.slice(from, to + 1))];
  await expect.poll(() => countText(page), { timeout: TIMEOUT }).toBe(strings.selected(picked.length));
  return picked;
}

async function choose(page: Page, label: string, value: string): Promise<void> {
  await page.locator(`${PANEL} .hohBulkForm`).getByLabel(label, { exact: true }).selectOption(value);
}

async function dryRun(page: Page): Promise<void> {
  await page.click(`${PANEL} .hohBulkDryRun`);
  await page.waitForSelector(`${PANEL} .hohBulkPlanSummary`, { timeout: TIMEOUT });
}

async function downloadBackup(page: Page): Promise<Record<string, unknown>> {
  const [download] = await Promise.all([page.waitForEvent('download') as Promise<Download>, page.click(`${PANEL} .hohBulkDownloadBackup`)]);
  return JSON.parse(await downloadText(download)) as Record<string, unknown>;
}

async function finish(page: Page): Promise<void> {
  await page.waitForSelector(`${PANEL} .hohBulkDone`, { timeout: 120_000 });
}

/** Only these entries changed, and on each only these fields. */
function expectOnly(before: Map<number, EntryState>, changed: Map<number, Partial<EntryState>>): void {
  const after = snapshot();
  const diff = listDiff(before, after);
  expect(diff.added).toEqual([]);
  expect(diff.removed).toEqual([]);
  expect(diff.changed.sort((a, b) => a - b)).toEqual([...changed.keys()].filter((id) => JSON.stringify({ ...before.get(id), ...changed.get(id) }) !== JSON.stringify(before.get(id))).sort((a, b) => a - b));
  for (const [mediaId, fields] of changed) expect(after.get(mediaId), `media ${mediaId}`).toEqual({ ...before.get(mediaId), ...fields });
}

/** Undoes the stored edit from the panel and checks the list is exactly as before. */
async function undoAndCheck(page: Page, before: Map<number, EntryState>): Promise<void> {
  await undoAndCheckList(page, before, 'ANIME');
}

async function undoAndCheckList(page: Page, before: Map<number, EntryState>, type: 'ANIME' | 'MANGA'): Promise<void> {
  await page.click(`${PANEL} .hohBulkUndo`);
  await page.waitForSelector(`${PANEL} .hohBulkPlanSummary, ${PANEL} .hohBulkProblem`, { timeout: TIMEOUT });
  expect(await page.locator(`${PANEL} > .hohBulkInner > .hohBulkProblem`).allTextContents()).toEqual([]);
  await page.click(`${PANEL} .hohBulkSave`);
  // The edit's own "Done" line stays until the undo's job takes its place: wait for the undo's.
  await page.locator(`${PANEL} .hohBulkDone`).filter({ hasText: /^Undone: \d+ put back\.$/ }).waitFor({ timeout: 120_000 });
  expect(listDiff(before, listSnapshot(harness, DEMO, type))).toEqual({ added: [], removed: [], changed: [] });
  await page.click(`${PANEL} .hohBulkForget`);
}

describe("bulk edit ('bulkEdit')", () => {
  it('selects by click, shift-click range and "Select all shown" that follows AniList\'s filter; Clear empties it', async () => {
    const page = await openList();
    await ready(page);
    expect(await countText(page)).toBe(strings.selected(0));
    await selectRange(page, 0, 4);
    const ids = await rowMediaIds(page);
    expect(await box(page, ids[2]).isChecked()).toBe(true);
    expect(await box(page, ids[5]).isChecked()).toBe(false);
    // AniList's filter hides rows; "Select all shown" takes exactly the rows left.
    const title = await page.locator('.medialist .list-entries > .entry .title a').nth(3).textContent();
    await page.fill('.medialist .entry-filter input', (title ?? '').slice(0, 6));
    await expect.poll(() => page.$$eval('.medialist .list-entries > .entry', (rows) => rows.filter((row) => !row.checkVisibility()).length), { timeout: TIMEOUT }).toBeGreaterThan(0);
    const shown = await page.$$eval('.medialist .list-entries > .entry', (rows) => new Set(rows.filter((row) => row.checkVisibility()).map((row) => row.querySelector('a')?.getAttribute('href'))).size);
    await page.click(`${PANEL} .hohBulkSelectShown`);
    await expect.poll(() => countText(page), { timeout: TIMEOUT }).toBe(strings.selected(shown));
    await page.click(`${PANEL} .hohBulkClear`);
    await expect.poll(() => countText(page), { timeout: TIMEOUT }).toBe(strings.selected(0));
    expect(await page.locator('.medialist input.hohBulkCheck:checked').count()).toBe(0);
    expect(writes()).toEqual([]);
    await page.close();
  }, 120_000);

  it('the dry run lists every entry and field; the backup comes first; the save and its undo change exactly that, batched', async () => {
    const page = await openList();
    await ready(page);
    const picked = await selectRange(page, 10, 16);
    const before = snapshot();
    await choose(page, 'Status', 'PAUSED');
    await page.locator(`${PANEL} .hohBulkForm`).getByLabel('Repeat count', { exact: true }).fill('3');
    await dryRun(page);
    const expected = new Map<number, Partial<EntryState>>(picked.map((id) => [id, { status: 'PAUSED', repeat: 3 }]));
    const changing = picked.filter((id) => before.get(id)!.status !== 'PAUSED' || before.get(id)!.repeat !== 3);
    expect(await page.locator(`${PANEL} .hohBulkPlanSummary`).textContent()).toContain(`${changing.length} ${changing.length === 1 ? 'entry changes' : 'entries change'}`);
    // Every entry and every field that changes, from and to.
    // The rows come from the worker as they scroll into view: wait until every drawn row has its text.
    await expect.poll(() => page.locator(`${PANEL} .hohBulkPlanRow`).allTextContents().then((rows) => rows.length > 0 && rows.every(Boolean))).toBe(true);
    const lines = await page.locator(`${PANEL} .hohBulkPlanRow`).allTextContents();
    expect(lines).toHaveLength(changing.length);
    for (const id of changing) {
      const was = before.get(id)!;
      const title = (await page.locator(`.medialist .list-entries > .entry:has(input[data-media-id="${id}"]) .title a`).first().textContent())?.trim() ?? '';
      const line = lines.find((text) => text.startsWith(title));
      expect(line, `media ${id}`).toBeDefined();
      if (was.status !== 'PAUSED') expect(line).toContain(`Status: ${statusLabels[was.status]} → ${statusLabels.PAUSED}`);
      if (was.repeat !== 3) expect(line).toContain(`Repeat count: ${was.repeat} → 3`);
    }
    // Save waits for the backup; the backup holds the entries as they are now.
    expect(await page.locator(`${PANEL} .hohBulkSave`).isDisabled()).toBe(true);
    const backup = await downloadBackup(page);
    expect(backup).toMatchObject({ format: 'automail-bulk-edit-backup', user: DEMO, listType: 'ANIME' });
    const held = backup.entries as { mediaId: number; values: { status: string; repeat: number; scoreRaw: number; notes: string } }[];
    expect(held.map((e) => e.mediaId).sort()).toEqual(changing.slice().sort());
    for (const entry of held) expect(entry.values).toMatchObject({ status: before.get(entry.mediaId)!.status, repeat: before.get(entry.mediaId)!.repeat, scoreRaw: before.get(entry.mediaId)!.scoreRaw, notes: before.get(entry.mediaId)!.notes ?? '' });
    harness.clearRequests();
    await page.click(`${PANEL} .hohBulkSave`);
    await finish(page);
    expect(await page.locator(`${PANEL} .hohBulkProgressText`).textContent()).toBe(strings.progress(changing.length, changing.length));
    expect(await page.locator(`${PANEL} .hohBulkDone`).textContent()).toBe(strings.finished(changing.length, 0, 0));
    expectOnly(before, expected);
    // Entries that needed both fields went together, with the token.
    const batch = writes().find((r) => r.operation.includes('UpdateMediaListEntries'));
    expect(batch?.variables).toMatchObject({ status: 'PAUSED', repeat: 3 });
    expect(batch?.token).not.toBeNull();
    expect(writes().length).toBeLessThan(changing.length);
    await undoAndCheck(page, before);
    await page.close();
  }, 180_000);

  it('deletes, then after a reload undoes from the backup file: the entries come back with every field', async () => {
    const page = await openList();
    await ready(page);
    const picked = await selectRange(page, 20, 21);
    const before = snapshot();
    await page.locator(`${PANEL} .hohBulkForm`).getByLabel(strings.deleteEntries).check();
    await dryRun(page);
    expect(await page.locator(`${PANEL} .hohBulkPlanDeletes`).textContent()).toBe(strings.planDeletes(2));
    const backup = await downloadBackup(page);
    await page.click(`${PANEL} .hohBulkSave`);
    await finish(page);
    expect(picked.every((id) => entryOf(id) === undefined)).toBe(true);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await ready(page);
    // The finished job is still there after the reload; forget it and undo from the file instead.
    await page.click(`${PANEL} .hohBulkForget`);
    await page.locator(`${PANEL} .hohBulkFileInput`).setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) });
    await page.waitForSelector(`${PANEL} .hohBulkPlanCreates`, { timeout: TIMEOUT });
    expect(await page.locator(`${PANEL} .hohBulkPlanCreates`).textContent()).toBe(strings.planCreates(2));
    await page.click(`${PANEL} .hohBulkSave`);
    await finish(page);
    const after = snapshot();
    for (const id of picked) {
      const { id: _was, ...fields } = before.get(id)!;
      const { id: _now, ...restored } = after.get(id)!;
      expect(restored, `media ${id}`).toEqual(fields);
    }
    expect(listDiff(before, after).removed).toEqual([]);
    await page.close();
  }, 180_000);

  it('every other field, on the manga list: score, progress to the total, volumes, hidden, notes replaced, dates set and cleared; Cancel keeps the form', async () => {
    const page = await openList({ path: `/user/${DEMO}/mangalist` });
    await ready(page);
    const picked = await selectRange(page, 2, 5);
    const { world } = harness.sim;
    const format = world.getUserByName(DEMO)!.mediaListOptions.scoreFormat;
    const scoreText = { POINT_100: '75', POINT_10_DECIMAL: '7.5', POINT_10: '7', POINT_5: '4', POINT_3: '2' }[format];
    const before = listSnapshot(harness, DEMO, 'MANGA');
    harness.clearRequests();
    const form = page.locator(`${PANEL} .hohBulkForm`);
    await form.getByLabel(/^Score/).fill(scoreText);
    await form.getByLabel(strings.progressTotal).check();
    await form.getByLabel('Volumes', { exact: true }).fill('2');
    await choose(page, 'Hidden from status lists', 'yes');
    await choose(page, 'Notes', 'replace');
    await form.getByLabel(strings.notesReplaceText).fill('replaced by bulk edit');
    await choose(page, 'Start date', 'set');
    await form.getByLabel('Start date (YYYY-MM-DD)').fill('2025-06-01');
    await choose(page, 'Finish date', 'clear');
    await dryRun(page);
    // The rows come from the worker as they scroll into view: wait for the first.
    await expect.poll(() => page.locator(`${PANEL} .hohBulkPlanRow`).first().textContent()).toMatch(/Start date: .* → 2025-06-01/);
    // Cancel drops the plan and gives the form back as it was filled.
    await page.click(`${PANEL} .hohBulkCancel`);
    await expect.poll(() => page.locator(`${PANEL} .hohBulkPlanSummary`).count()).toBe(0);
    expect(await form.getByLabel(strings.notesReplaceText).inputValue()).toBe('replaced by bulk edit');
    expect(writes()).toEqual([]);
    await dryRun(page);
    await downloadBackup(page);
    await page.click(`${PANEL} .hohBulkSave`);
    await finish(page);
    const after = listSnapshot(harness, 'Demo', 'MANGA');
    const score = Number(scoreText);
    for (const id of picked) {
      const chapters = world.getMedia(id)!.chapters;
      expect(after.get(id), `media ${id}`).toEqual({
        ...before.get(id),
        score,
        scoreRaw: formatToRaw(score, format),
        progress: chapters ?? before.get(id)!.progress,
        progressVolumes: 2,
        hiddenFromStatusLists: true,
        notes: 'replaced by bulk edit',
        startedAt: { year: 2025, month: 6, day: 1 },
        completedAt: { year: null, month: null, day: null },
      });
    }
    expect(listDiff(before, after).changed.filter((id) => !picked.includes(id))).toEqual([]);
    await undoAndCheckList(page, before, 'MANGA');
    await page.close();
  }, 180_000);

  it('a 429 that outlasts the retries stops the run; after a reload Continue finishes it, nothing saved twice', async () => {
    const page = await openList({ paceMs: 250 });
    await ready(page);
    const picked = await selectRange(page, 30, 35);
    const before = snapshot();
    await choose(page, 'Notes', 'append');
    await page.locator(`${PANEL} .hohBulkForm`).getByLabel(strings.notesAppendText).fill('bulk 429');
    await dryRun(page);
    await downloadBackup(page);
    harness.clearRequests();
    await page.click(`${PANEL} .hohBulkSave`);
    await expect.poll(() => picked.filter((id) => entryOf(id)?.notes?.endsWith('bulk 429')).length, { timeout: TIMEOUT }).toBeGreaterThanOrEqual(2);
    harness.sim.setRateLimit(0);
    await page.waitForSelector(`${PANEL} .hohBulkStopped`, { timeout: 90_000 });
    expect(await page.locator(`${PANEL} .hohBulkStopped`).textContent()).toContain(strings.rateLimited);
    expect(writes().some((r) => r.status === 429)).toBe(true);
    expect(await page.locator(`${PANEL} .hohBulkNotSaved summary`).count()).toBe(1);
    harness.sim.setRateLimit(90);
    harness.sim.resetRateLimit();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector(`${PANEL} .hohBulkContinue`, { timeout: TIMEOUT });
    // The plan came back from IndexedDB (localStorage holds only the requests' states).
    expect(await page.evaluate(() => [localStorage.getItem('automailBulkEditJob'), typeof localStorage.getItem('automailBulkEditJobState')])).toEqual([null, 'string']);
    await page.click(`${PANEL} .hohBulkContinue`);
    await finish(page);
    expectOnly(before, new Map(picked.map((id) => {
      const notes = before.get(id)!.notes;
      return [id, { notes: notes ? `${notes}\nbulk 429` : 'bulk 429' }];
    })));
    await undoAndCheck(page, before);
    await page.close();
  }, 240_000);

  it('a save AniList refuses midway: the rest is saved, and the member sees which entry was not and why', async () => {
    const page = await openList({ paceMs: 100 });
    await ready(page);
    const list = harness.sim.world.getUserByName(DEMO)!.mediaListOptions.animeList.customLists[1];
    const picked = (await selectRange(page, 50, 57)).filter((id) => !entryOf(id)!.customLists[list]);
    expect(picked.length).toBeGreaterThanOrEqual(3);
    const before = snapshot();
    await choose(page, `Custom lists: ${list}`, 'add');
    await dryRun(page);
    await downloadBackup(page);
    // The second save is refused the way AniList refuses a bad field (400 with validation).
    let seen = 0;
    await page.route('https://graphql.anilist.co/**', async (route) => {
      if (!(route.request().postData() ?? '').includes('mutation SaveMediaListEntry') || ++seen !== 2) return route.fallback();
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ data: null, errors: [{ message: 'validation', status: 400, validation: { customLists: ['The custom lists must be an array.'] } }] }),
      });
    });
    await page.click(`${PANEL} .hohBulkSave`);
    await finish(page);
    const notSaved = picked.filter((id) => !entryOf(id)?.customLists[list]);
    expect(notSaved).toHaveLength(1);
    expect(await page.locator(`${PANEL} .hohBulkDone`).textContent()).toBe(strings.finished(picked.length - 1, 1, 0));
    await page.click(`${PANEL} .hohBulkRefused summary`);
    const title = (await page.locator(`.medialist .list-entries > .entry:has(input[data-media-id="${notSaved[0]}"]) .title a`).first().textContent())?.trim() ?? '';
    expect(await page.locator(`${PANEL} .hohBulkRefused li`).allTextContents()).toEqual([`${title}: The custom lists must be an array.`]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await undoAndCheck(page, before);
    await page.close();
  }, 180_000);

  it('Stop stops after the request in flight and an outage stops it too; Continue finishes either, nothing lost', async () => {
    const page = await openList({ paceMs: 300 });
    await ready(page);
    // Custom lists go one request per entry (the batch edit cannot set them): a run long enough to stop.
    const list = harness.sim.world.getUserByName(DEMO)!.mediaListOptions.animeList.customLists[0];
    expect(list).toBeDefined();
    const picked = (await selectRange(page, 40, 49)).filter((id) => !entryOf(id)!.customLists[list]);
    expect(picked.length).toBeGreaterThanOrEqual(6);
    const before = snapshot();
    await choose(page, `Custom lists: ${list}`, 'add');
    await dryRun(page);
    await downloadBackup(page);
    await page.click(`${PANEL} .hohBulkSave`);
    const saved = () => picked.filter((id) => entryOf(id)?.customLists[list]).length;
    await expect.poll(saved, { timeout: TIMEOUT }).toBeGreaterThanOrEqual(1);
    await page.click(`${PANEL} .hohBulkStop`);
    await page.waitForSelector(`${PANEL} .hohBulkStopped`, { timeout: TIMEOUT });
    expect(await page.locator(`${PANEL} .hohBulkStopped`).textContent()).toContain(strings.stoppedByYou);
    expect(saved()).toBeLessThan(picked.length);
    // Continue; then AniList goes down in the middle.
    await page.click(`${PANEL} .hohBulkContinue`);
    await expect.poll(saved, { timeout: TIMEOUT }).toBeGreaterThanOrEqual(Math.min(picked.length - 1, saved() + 1));
    harness.sim.setOutage({ kind: '500', ms: 120_000 });
    await page.waitForSelector(`${PANEL} .hohBulkStopped`, { timeout: 90_000 });
    harness.sim.setOutage(null);
    await page.click(`${PANEL} .hohBulkContinue`);
    await finish(page);
    expectOnly(before, new Map(picked.map((id) => [id, { customLists: JSON.stringify({ ...JSON.parse(before.get(id)!.customLists) as Record<string, boolean>, [list]: true }) }])));
    await undoAndCheck(page, before);
    await page.close();
  }, 240_000);

  it("Hoarder's 11,000 entries: all selected, planned, stopped after the first request, and offered again after a reload", async () => {
    const HOARDER = NOTABLE_USERS.hoarder;
    const page = await harness.newPage({ siteUser: HOARDER, token: `token-${HOARDER.toLowerCase()}`, settings: ON });
    await presetStorage(page, { [BULK_TEST_PACE_KEY]: '300' });
    await harness.goto(page, `/user/${HOARDER}/animelist`);
    await page.waitForSelector(`${PANEL} .hohBulkSelectShown:not([disabled])`, { timeout: 120_000 });
    const total = harness.sim.world.listEntries(harness.sim.world.getUserByName(HOARDER)!.id, 'ANIME').length;
    await page.click(`${PANEL} .hohBulkSelectShown`);
    await expect.poll(() => countText(page), { timeout: 120_000 }).toBe(strings.selected(total));
    await choose(page, 'Private', 'yes');
    await dryRun(page);
    const changing = harness.sim.world.listEntries(harness.sim.world.getUserByName(HOARDER)!.id, 'ANIME').filter((e) => !e.private).length;
    expect(await page.locator(`${PANEL} .hohBulkPlanSummary`).textContent()).toContain(`${changing.toLocaleString('en-US')} entries change`);
    await downloadBackup(page);
    await page.click(`${PANEL} .hohBulkSave`);
    await expect.poll(() => page.locator(`${PANEL} .hohBulkProgressText`).textContent(), { timeout: TIMEOUT }).not.toBe(strings.progress(0, changing));
    await page.click(`${PANEL} .hohBulkStop`);
    await page.waitForSelector(`${PANEL} .hohBulkStopped`, { timeout: TIMEOUT });
    const stoppedAt = await page.locator(`${PANEL} .hohBulkProgressText`).textContent();
    await page.reload({ waitUntil: 'domcontentloaded' });
    // The megabytes of plan came back (IndexedDB), with where it stopped.
    await page.waitForSelector(`${PANEL} .hohBulkContinue`, { timeout: 120_000 });
    expect(await page.locator(`${PANEL} .hohBulkProgressText`).textContent()).toBe(stoppedAt);
    await page.click(`${PANEL} .hohBulkForget`);
    await page.close();
  }, 300_000);

  it('signed out of the script: the spec\'s message and hint, no checkboxes, nothing sent', async () => {
    harness.clearRequests();
    const page = await openList({ token: false });
    await page.waitForSelector(`${PANEL} .hohBulkProblem`, { timeout: TIMEOUT });
    expect(await page.locator(`${PANEL} .hohBulkProblem`).textContent()).toBe(LIST_CHANGES_NEED_SIGN_IN);
    expect(await page.locator(`${PANEL} .hohBulkHint`).textContent()).toBe(strings.signInHint);
    expect(await page.locator('.medialist input.hohBulkCheck').count()).toBe(0);
    expect(harness.requests().filter((r) => r.operation.includes('BulkEditList'))).toEqual([]);
    await page.close();
  });

  it("the list read refused: says so; a bad backup file: says why and sends nothing; not on someone else's list", async () => {
    const refused = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: ON });
    await refuseOperation(refused, 'BulkEditList', { status: 500 });
    await harness.goto(refused, LIST);
    await refused.waitForSelector(`${PANEL} .hohBulkProblem`, { timeout: TIMEOUT });
    expect(await refused.locator(`${PANEL} .hohBulkProblem`).textContent()).toMatch(/^Could not read your list: /);
    await refused.close();

    const page = await openList();
    await ready(page);
    harness.clearRequests();
    for (const [text, message] of [['not json', strings.fileNotJson], ['{"format":"x"}', strings.fileNotBackup], [JSON.stringify({ format: 'automail-bulk-edit-backup', version: 1, user: DEMO, listType: 'ANIME', entries: [{ mediaId: 1 }] }), strings.fileBroken], [JSON.stringify({ format: 'automail-bulk-edit-backup', version: 1, user: 'Kirin', listType: 'ANIME', scoreFormat: 'POINT_10', created: '', entries: [] }), strings.fileOtherList("Kirin's anime list")]] as const) {
      await page.locator(`${PANEL} .hohBulkFileInput`).setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      await expect.poll(() => page.locator(`${PANEL} .hohBulkProblem`).textContent(), { timeout: TIMEOUT }).toBe(message);
    }
    expect(writes()).toEqual([]);
    // A form with a bad value says which, and plans nothing.
    await selectRange(page, 1, 2);
    await page.locator(`${PANEL} .hohBulkForm`).getByLabel(/^Score/).fill('99');
    await page.click(`${PANEL} .hohBulkDryRun`);
    expect(await page.locator(`${PANEL} .hohBulkForm .hohBulkProblem`).textContent()).toBe(strings.badScore);
    await page.close();

    const other = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: ON });
    await harness.goto(other, '/user/Kirin/animelist');
    await other.waitForSelector('#hohDraw3x3', { timeout: TIMEOUT });
    expect(await other.locator(PANEL).count()).toBe(0);
    await other.close();
  }, 120_000);

  it("takes AniList's colours in the dark and contrast themes", async () => {
    for (const theme of ['dark', 'contrast'] as const) {
      const page = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: ON, theme });
      await harness.goto(page, LIST);
      await ready(page);
      const [panel, foreground, text, textColour] = await page.$eval(PANEL, (element) => {
        const root = getComputedStyle(document.documentElement);
        const body = getComputedStyle(document.body);
        const probe = (variable: string) => {
          const value = (body.getPropertyValue(variable) || root.getPropertyValue(variable)).trim();
          return `rgb(${value.split(',').map((part) => part.trim()).join(', ')})`;
        };
        return [getComputedStyle(element).backgroundColor, probe('--color-foreground'), getComputedStyle(element).color, probe('--color-text')];
      });
      expect(panel, theme).toBe(foreground);
      expect(text, theme).toBe(textColour);
      await page.close();
    }
  }, 120_000);

  it('is keyboard reachable, fits at 500 px, and leaves nothing behind when the member navigates away', async () => {
    const page = await openList();
    await page.setViewportSize({ width: 500, height: 900 });
    await ready(page);
    await box(page, (await rowMediaIds(page))[0]).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => countText(page), { timeout: TIMEOUT }).toBe(strings.selected(1));
    await page.locator(`${PANEL} .hohBulkForm select`).first().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.hohBulkForm') !== null)).toBe(true);
    const overflow = await page.$eval(PANEL, (panel) => panel.scrollWidth - panel.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await simNavigate(page, '/home');
    await page.waitForFunction(() => !document.querySelector('#hohBulkEdit'), undefined, { timeout: TIMEOUT });
    await expect.poll(() => page.evaluate(() => window.automailDebug!.listActive().modules), { timeout: TIMEOUT }).not.toContain('bulkEdit');
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('input.hohBulkCheck').length), { timeout: TIMEOUT }).toBe(0);
    await page.close();
  }, 120_000);
});
