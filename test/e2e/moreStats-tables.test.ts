// End to end: the staff and studio tables of 'moreStats' (two pages of staff per media, the
// 300-row rule, PLANNING left out) checked against the seeded world, and their CSV and JSON
// exports checked field by field from the browser's downloads.
import Papa from 'papaparse';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { parseNoteCommand } from '../../src/lib/noteCommands.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { allLines, linesSettled, listedEntries, openMoreStats, tableSelector, waitForLineCount, watchedSomething, type SeenLine } from '../helpers/statsTables.ts';
import { downloadText } from '../helpers/download.ts';

const MODULE_ID = 'moreStats';
const USER = NOTABLE_USERS.demo;

let harness: Harness;
let page: Page;

beforeAll(async () => {
  harness = await startHarness();
  page = await harness.newPage();
  harness.clearRequests();
  await harness.goto(page, `/user/${USER}/stats/anime/overview`);
  await openMoreStats(page);
  await page.waitForSelector('#hohStats [data-table="staffAnime"] .hohStatsGrid', { timeout: 180_000 });
  await page.waitForSelector('#hohStats [data-table="staffManga"] .hohStatsGrid', { timeout: 180_000 });
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

const adjustOf = (notes: string | null) => {
  const command = parseNoteCommand(notes);
  return command && Number.isFinite(command.adjustValue) ? command.adjustValue : 0;
};

/** Staff id → media counted, over two pages (50 credits) per media, PLANNING left out. */
function staffCounts(type: 'ANIME' | 'MANGA'): Map<number, number> {
  const world = harness.sim.world;
  const counts = new Map<number, number>();
  for (const entry of listedEntries(world, USER, type)) {
    if (entry.status === 'PLANNING') continue;
    const media = world.getMedia(entry.mediaId)!;
    const counted = type === 'ANIME' ? watchedSomething(world, entry, adjustOf) : entry.progress > 0 || (entry.progressVolumes ?? 0) > 0 || entry.status === 'COMPLETED' || entry.repeat > 0;
    if (!counted) continue;
    for (const id of new Set(media.staff.slice(0, 50).map((edge) => edge.staffId))) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function download(selector: string, label: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download') as Promise<Download>, page.click(`${selector} button:has-text("${label}")`)]);
  return { name: file.suggestedFilename(), text: await downloadText(file) };
}

describe(`staff and studio tables ('${MODULE_ID}')`, () => {
  let animeStaff: SeenLine[];

  it('reads two pages of staff per media, chunk by chunk, without a token', () => {
    const staffRequests = harness.requests().filter((r) => r.operation.includes('StatsStaffChunk'));
    expect(staffRequests.map((r) => `${r.variables?.type}${r.variables?.chunk}`)).toEqual(['ANIME1', 'ANIME2', 'MANGA1']);
    expect(staffRequests.every((r) => r.status === 200 && r.token === null && /staff\(page: 2, perPage: 25\)/.test(r.operation))).toBe(true);
  });

  it('counts each staff member once per watched media and keeps the most frequent over 300 rows', async () => {
    animeStaff = (await allLines(page, 'staffAnime')).filter((line) => line.kind === 'row');
    const counts = staffCounts('ANIME');
    expect(counts.size).toBeGreaterThan(300);
    let kept = [...counts].filter(([, n]) => n >= 1);
    for (const least of [3, 5, 10]) if (kept.length > 300) kept = kept.filter(([, n]) => n >= least);
    expect(await page.textContent('#hohStats [data-table="staffAnime"] .hohStatsNote')).toBe(`Over 300 staff: only the most frequent are shown (${kept.length} of ${counts.size})`);
    expect(animeStaff.map((row) => Number(row.key)).sort((a, b) => a - b)).toEqual(kept.map(([id]) => id).sort((a, b) => a - b));
    for (const row of animeStaff) expect(Number(row.cells[0])).toBe(counts.get(Number(row.key)));
    const shown = animeStaff.map((row) => Number(row.cells[0]));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    // Names as "first last" with links to the staff pages.
    const world = harness.sim.world;
    const top = world.getStaff(Number(animeStaff[0].key))!;
    await page.$eval('#hohStats [data-table="staffAnime"] .hohStatsScroll', (box) => (box.scrollTop = 0));
    await page.waitForSelector(`#hohStats [data-table="staffAnime"] .hohStatsRow[data-key="${animeStaff[0].key}"]`, { timeout: 60_000 });
    expect(animeStaff[0].name).toBe(`${top.name.first ?? ''} ${top.name.last ?? ''}`.trim());
    expect(await page.getAttribute(`#hohStats [data-table="staffAnime"] .hohStatsRow[data-key="${animeStaff[0].key}"] .hohStatsName a`, 'href')).toBe(`/staff/${top.id}`);
  });

  it('leaves PLANNING out of the staff and studio entries and lists only animation studios', async () => {
    const world = harness.sim.world;
    const studios = (await allLines(page, 'studios')).filter((line) => line.kind === 'row');
    const expected = new Map<string, number>();
    for (const entry of listedEntries(world, USER, 'ANIME')) {
      if (entry.status === 'PLANNING' || !watchedSomething(world, entry, adjustOf)) continue;
      for (const name of new Set(world.getMedia(entry.mediaId)!.studios.map((edge) => world.getStudio(edge.studioId)!).filter((s) => s.isAnimationStudio).map((s) => s.name))) {
        expected.set(name, (expected.get(name) ?? 0) + 1);
      }
    }
    expect(new Map(studios.map((row) => [row.name, Number(row.cells[0])]))).toEqual(expected);
    for (const row of studios) expect(row.dots).not.toContain('PLANNING');
    const before = await page.$$eval('#hohStats [data-table="staffAnime"] .hohStatsRow', (rows) => rows.length);
    expect(before).toBeGreaterThan(0);
    const key = animeStaff[0].key;
    await page.$eval('#hohStats [data-table="staffAnime"] .hohStatsScroll', (box) => (box.scrollTop = 0));
    await linesSettled(page, 'staffAnime');
    await page.click(`#hohStats [data-table="staffAnime"] .hohStatsRow[data-key="${key}"] .hohStatsToggle`);
    await waitForLineCount(page, 'staffAnime', animeStaff.length + (await page.$$eval(`#hohStats [data-table="staffAnime"] .hohStatsRow[data-key="${key}"] .hohStatusDot`, (dots) => dots.reduce((sum, dot) => sum + Number(dot.textContent), 0))));
    await linesSettled(page, 'staffAnime');
    const entries = (await allLines(page, 'staffAnime')).filter((line) => line.kind === 'entry');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((line) => line.dots[0] !== 'PLANNING')).toBe(true);
    await page.$eval('#hohStats [data-table="staffAnime"] .hohStatsScroll', (box) => (box.scrollTop = 0));
    await page.click(`#hohStats [data-table="staffAnime"] .hohStatsRow[data-key="${key}"] .hohStatsToggle`);
    await waitForLineCount(page, 'staffAnime', animeStaff.length);
  });

  it('exports the anime staff table as CSV and JSON with the spec\'s fields and file names', async () => {
    const csv = await download('#hohStats [data-table="staffAnime"]', 'Export CSV');
    expect(csv.name).toBe(`Anime staff stats for ${USER}.csv`);
    const parsed = Papa.parse<string[]>(csv.text.trim()).data;
    expect(parsed[0]).toEqual(['Staff', 'Count', 'Mean Score', 'Time Watched']);
    expect(parsed).toHaveLength(animeStaff.length + 1);
    for (const [index, row] of animeStaff.slice(0, 20).entries()) {
      const [name, count, mean, hours] = parsed[index + 1];
      expect(name).toBe(row.name);
      expect(count).toBe(row.cells[0]);
      expect(mean).toBe(row.cells[1]);
      expect(`${hours} hours`).toBe(row.titles[2]);
    }

    const json = await download('#hohStats [data-table="staffAnime"]', 'Export JSON');
    expect(json.name).toBe(`Anime staff stats for ${USER}.json`);
    const data = JSON.parse(json.text);
    expect(data).toMatchObject({ type: 'Anime staff', user: USER, version: '1.00', description: `Anime staff stats for ${USER}`, url: `https://anilist.co/user/${USER}/stats/anime/overview` });
    expect(typeof data.timeStamp).toBe('number');
    expect(data.scriptInfo).toMatchObject({ name: 'Automail' });
    expect(data.fields.map((field: { key: string }) => field.key)).toEqual(['name', 'staffID', 'count', 'score', 'minutesWatched']);
    expect(data.data).toHaveLength(animeStaff.length);
    const first = data.data[0];
    expect(first).toEqual({ name: animeStaff[0].name, staffID: Number(animeStaff[0].key), count: Number(animeStaff[0].cells[0]), score: Number(animeStaff[0].cells[1]), minutesWatched: expect.any(Number) });
    expect(`${Math.round((first.minutesWatched / 60) * 10) / 10} hours`).toBe(animeStaff[0].titles[2]);
  });

  it('exports the manga staff table with chapters and volumes', async () => {
    const rows = (await allLines(page, 'staffManga')).filter((line) => line.kind === 'row');
    const counts = staffCounts('MANGA');
    for (const row of rows) expect(Number(row.cells[0])).toBe(counts.get(Number(row.key)));
    const csv = await download('#hohStats [data-table="staffManga"]', 'Export CSV');
    expect(csv.name).toBe(`Manga staff stats for ${USER}.csv`);
    const parsed = Papa.parse<string[]>(csv.text.trim()).data;
    expect(parsed[0]).toEqual(['Staff', 'Count', 'Mean Score', 'Chapters Read', 'Volumes Read']);
    expect(parsed[1]).toEqual([rows[0].name, rows[0].cells[0], rows[0].cells[1], rows[0].cells[2], rows[0].cells[3]]);
    const json = JSON.parse((await download('#hohStats [data-table="staffManga"]', 'Export JSON')).text);
    expect(json.type).toBe('Manga staff');
    expect(json.fields.map((field: { key: string }) => field.key)).toEqual(['name', 'staffID', 'count', 'score', 'chaptersRead', 'volumesRead']);
    expect(json.data[0]).toEqual({ name: rows[0].name, staffID: Number(rows[0].key), count: Number(rows[0].cells[0]), score: Number(rows[0].cells[1]), chaptersRead: Number(rows[0].cells[2]), volumesRead: Number(rows[0].cells[3]) });
  });

  it('exports the studio table with each studio\'s media', async () => {
    const studios = (await allLines(page, 'studios')).filter((line) => line.kind === 'row');
    const csv = await download(tableSelector('studios'), 'Export CSV');
    expect(csv.name).toBe(`Anime studio stats for ${USER}.csv`);
    const parsed = Papa.parse<string[]>(csv.text.trim()).data;
    expect(parsed[0]).toEqual(['Studio', 'Count', 'Mean Score', 'Time Watched']);
    expect(parsed.slice(1).map((row) => row[0])).toEqual(studios.map((row) => row.name));
    const json = JSON.parse((await download(tableSelector('studios'), 'Export JSON')).text);
    expect(json).toMatchObject({ type: 'Anime studios', user: USER, version: '1.00', description: `Anime studio stats for ${USER}` });
    expect(json.fields.map((field: { key: string }) => field.key)).toEqual(['studio', 'studioID', 'count', 'score', 'minutesWatched', 'media']);
    const world = harness.sim.world;
    const first = json.data[0];
    expect(first.studio).toBe(studios[0].name);
    expect(world.getStudio(first.studioID)?.name).toBe(first.studio);
    expect(first.count).toBe(Number(studios[0].cells[0]));
    for (const media of first.media) {
      expect(Object.keys(media)).toEqual(['title', 'ID', 'score', 'minutesWatched', 'status']);
      expect(media.status).not.toBe('PLANNING');
      expect(world.getMedia(media.ID)!.studios.some((edge) => edge.studioId === first.studioID)).toBe(true);
    }
  });
});
