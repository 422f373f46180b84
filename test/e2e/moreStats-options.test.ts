// End to end (issue 24 item 11): the five stats-table options of 'moreStats', each switched as a
// member does it (Settings → Apps in another tab, or stored before the visit), and the tables
// checked against the seeded world with the option off and on (algorithms.md §1c):
// noRewatches counts only the first round of a rewatch or reread; hideCustomTags starts the custom
// tag tables collapsed; negativeCustomList adds the row "Not on custom list"; globalCustomList the
// row "All media"; timeToCompleteColumn adds the time left to the Remaining cells.
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { MediaListEntry, MediaType } from '../../sim/world/types.ts';
import { formatDuration } from '../../src/lib/duration.ts';
import { parseNoteCommand } from '../../src/lib/noteCommands.ts';
import { UNFINISHED_MANGA } from '../../src/lib/unfinishedManga.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { allLines, cellUnder, columnLabels, lineCount, listedEntries, openMoreStats, tableSelector, waitForLineCount, type SeenLine } from '../helpers/statsTables.ts';

const MODULE_ID = 'moreStats';
const USER = NOTABLE_USERS.demo;
const TIMEOUT = 120_000;

// A busy machine (2 cores shared by many): each test loads the stats page and the settings page.
vi.setConfig({ testTimeout: 300_000 });

// Every test reads both lists and the staff: each starts with AniList's minute unspent.
const harness = useHarness({}, { freshRateWindow: true });

/** The switches as Settings → Apps words them. */
const LABELS = {
  noRewatches: 'Leave rewatch and reread progress out of the stats',
  negativeCustomList: 'Add a row for media on no custom list',
  globalCustomList: 'Add a row for all media',
  timeToCompleteColumn: 'Add a time-to-complete column to the tag tables',
} as const;

const NOT_ON_CUSTOM_LIST = 'Not on custom list';
const ALL_MEDIA = 'All media';

// ---------------------------------------------------------------------------------------------
// What the tables must show, computed plainly from the world (algorithms.md §1a, §1c).

const adjustOf = (notes: string | null) => {
  const command = parseNoteCommand(notes);
  return command && Number.isFinite(command.adjustValue) ? command.adjustValue : 0;
};

/** The repeat count after the plausibility rules: above 10000 is 0, REPEATING with 0 is 1. */
function repeatOf(entry: MediaListEntry): number {
  let repeat = entry.repeat > 10_000 ? 0 : entry.repeat;
  if (entry.status === 'REPEATING' && !repeat) repeat = 1;
  return repeat;
}

interface Sums {
  count: number;
  rated: number;
  scoreSum: number;
  minutes: number;
  episodes: number;
  remaining: number;
  remainingMinutes: number;
  chapters: number;
  volumes: number;
  statuses: Record<string, number>;
}

function animeFigures(entry: MediaListEntry, noRewatches: boolean) {
  const media = harness.sim.world.getMedia(entry.mediaId)!;
  const d = media.duration || 1;
  const p = entry.progress || 0;
  const known = media.episodes || (media.nextAiringEpisode ? media.nextAiringEpisode.episode - 1 : 0);
  const round = Math.max(p, known || 1);
  const r = repeatOf(entry);
  let minutes = r && noRewatches ? round * d : d * p + r * round * d;
  let episodes = r && noRewatches ? round : p + r * round;
  const adjust = adjustOf(entry.notes);
  if (adjust) {
    episodes = Math.max(0, episodes + adjust);
    minutes = Math.max(0, minutes + adjust * d);
  }
  const left = (known || 0) - p;
  return { minutes, episodes, remaining: Math.max(left, 0), remainingMinutes: Math.max(left * d, 0), chapters: 0, volumes: 0 };
}

function mangaFigures(entry: MediaListEntry, noRewatches: boolean) {
  const media = harness.sim.world.getMedia(entry.mediaId)!;
  const p = entry.progress || 0;
  const pv = entry.progressVolumes || 0;
  const c = media.chapters || 0;
  const v = media.volumes || 0;
  const r = repeatOf(entry);
  const completed = entry.status === 'COMPLETED';
  let chapters = completed ? Math.max(c, v, p, pv, 1) : Math.max(p, pv);
  let volumes = completed ? Math.max(pv, v) : pv;
  if (r && noRewatches) {
    chapters = Math.max(c, v, p, pv, 1);
    volumes = Math.max(v, pv);
  } else {
    chapters += r * Math.max(c, v, p, pv, 1);
    volumes += r * Math.max(v, pv);
  }
  const adjust = adjustOf(entry.notes);
  if (adjust) chapters = Math.max(0, chapters + adjust);
  return { minutes: 0, episodes: 0, remaining: 0, remainingMinutes: 0, chapters, volumes };
}

function sums(entries: readonly MediaListEntry[], type: MediaType, noRewatches = false): Sums {
  const total: Sums = { count: 0, rated: 0, scoreSum: 0, minutes: 0, episodes: 0, remaining: 0, remainingMinutes: 0, chapters: 0, volumes: 0, statuses: {} };
  for (const entry of entries) {
    const figures = type === 'ANIME' ? animeFigures(entry, noRewatches) : mangaFigures(entry, noRewatches);
    total.count++;
    if (entry.scoreRaw > 0) {
      total.rated++;
      total.scoreSum += entry.scoreRaw;
    }
    total.minutes += figures.minutes;
    total.episodes += figures.episodes;
    total.remaining += figures.remaining;
    total.remainingMinutes += figures.remainingMinutes;
    total.chapters += figures.chapters;
    total.volumes += figures.volumes;
    total.statuses[entry.status] = (total.statuses[entry.status] ?? 0) + 1;
  }
  return total;
}

const meanText = (s: Sums) => (s.rated ? String(Math.round((s.scoreSum / s.rated) * 10) / 10) : '-');
const hoursText = (minutes: number) => `${Math.round((minutes / 60) * 10) / 10} hours`;
function remainingText(s: Sums, timeToComplete: boolean): string {
  if (!s.count || (s.episodes === 0 && s.remaining === 0)) return '-';
  if (s.remaining === 0) return 'completed';
  return timeToComplete ? `${s.remaining} (${formatDuration(s.remainingMinutes * 60, 'short')})` : String(s.remaining);
}

const entriesOf = (type: MediaType) => listedEntries(harness.sim.world, USER, type);
const onNoCustomList = (entry: MediaListEntry) => !Object.values(entry.customLists).some(Boolean);

/** The custom lists of the member's anime or manga list, each with its entries. */
function customLists(type: MediaType): Map<string, MediaListEntry[]> {
  const user = harness.sim.world.getUserByName(USER)!;
  const names = (type === 'ANIME' ? user.mediaListOptions.animeList : user.mediaListOptions.mangaList).customLists;
  return new Map(names.map((name) => [name, entriesOf(type).filter((entry) => entry.customLists[name])]));
}

/** Genre → the entries of that genre, in list order. */
function byGenre(type: MediaType): Map<string, MediaListEntry[]> {
  const groups = new Map<string, MediaListEntry[]>();
  for (const entry of entriesOf(type)) {
    for (const genre of new Set(harness.sim.world.getMedia(entry.mediaId)!.genres)) groups.set(genre, [...(groups.get(genre) ?? []), entry]);
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------
// The page.

async function openStats(page: Page): Promise<void> {
  await harness.goto(page, `/user/${USER}/stats/anime/overview`);
  await openMoreStats(page);
  await page.waitForSelector('#hohStats .hohHeadline', { timeout: TIMEOUT });
}

/** A stats page, signed in on the site (Settings → Apps needs it); the lists are read without a token all the same. */
async function statsPage(): Promise<Page> {
  const page = await harness.newPage({ siteUser: USER });
  await openStats(page);
  return page;
}

/** Settings → Apps in another tab of the member's browser, one switch set. */
async function setSwitch(page: Page, label: string, on: boolean, settings?: Page): Promise<Page> {
  const tab = settings ?? (await page.context().newPage());
  if (!settings) await harness.goto(tab, '/settings/apps');
  const box = tab.locator('#hohSettings').getByLabel(label, { exact: true });
  if (on) await box.check({ timeout: TIMEOUT });
  else await box.uncheck({ timeout: TIMEOUT });
  return tab;
}

async function rowsOf(page: Page, id: string): Promise<SeenLine[]> {
  await page.waitForSelector(`${tableSelector(id)} .hohStatsGrid`, { timeout: TIMEOUT });
  return (await allLines(page, id)).filter((line) => line.kind === 'row');
}

/** Row name → the texts under the given headings (a cell's tooltip with `title:` before its heading). */
async function shown(page: Page, id: string, headings: readonly string[]): Promise<Record<string, string[]>> {
  const labels = await columnLabels(page, id);
  const rows = await rowsOf(page, id);
  return Object.fromEntries(
    rows.map((row) => [row.name, headings.map((heading) => (heading.startsWith('title:') ? cellUnder(row, labels, heading.slice(6)).title ?? '' : cellUnder(row, labels, heading).text))]),
  );
}

/** A status dot's count for each status of a row. */
const dotsOf = (row: SeenLine) => Object.fromEntries(row.dots.map((status, index) => [status, row.dotCounts[index]]));

/** A summary row (a custom list's, "Not on custom list", "All media") shows these sums. */
function expectRowSums(row: SeenLine, labels: readonly string[], type: 'ANIME' | 'MANGA', expected: ReturnType<typeof sums>): void {
  expect(cellUnder(row, labels, 'Count').text).toBe(String(expected.count));
  expect(cellUnder(row, labels, 'Mean Score').text).toBe(meanText(expected));
  expect(dotsOf(row)).toEqual(expected.statuses);
  if (type === 'ANIME') {
    expect(cellUnder(row, labels, 'Episodes').text).toBe(String(expected.episodes));
    expect(cellUnder(row, labels, 'Time Watched').title).toBe(hoursText(expected.minutes));
    expect(cellUnder(row, labels, 'Remaining').text).toBe(remainingText(expected, false));
  } else {
    expect(cellUnder(row, labels, 'Chapters').text).toBe(String(expected.chapters));
    expect(cellUnder(row, labels, 'Volumes').text).toBe(String(expected.volumes));
  }
}

describe(`stats table options ('${MODULE_ID}')`, () => {
  it('noRewatches: the genre tables count only the first round of a rewatch or reread, at once and back', async () => {
    const anime = byGenre('ANIME');
    const manga = byGenre('MANGA');
    // The lengths table of unfinished manga would add its own figures; the seeded list has none of them.
    expect(entriesOf('MANGA').filter((entry) => UNFINISHED_MANGA.has(entry.mediaId))).toEqual([]);
    const expectAnime = (noRewatches: boolean) =>
      Object.fromEntries([...anime].map(([genre, entries]) => {
        const s = sums(entries, 'ANIME', noRewatches);
        return [genre, [String(s.episodes), hoursText(s.minutes)]];
      }));
    const expectManga = (noRewatches: boolean) =>
      Object.fromEntries([...manga].map(([genre, entries]) => {
        const s = sums(entries, 'MANGA', noRewatches);
        return [genre, [String(s.chapters), String(s.volumes)]];
      }));
    // The seeded lists have rewatches and rereads, so the option changes some figures of both.
    expect(entriesOf('ANIME').some((entry) => repeatOf(entry) > 0)).toBe(true);
    expect(expectAnime(true)).not.toEqual(expectAnime(false));
    expect(expectManga(true)).not.toEqual(expectManga(false));

    const page = await statsPage();
    const animeShown = () => shown(page, 'genresAnime', ['Episodes', 'title:Time Watched']);
    const mangaShown = () => shown(page, 'genresManga', ['Chapters', 'Volumes']);
    expect(await animeShown()).toEqual(expectAnime(false));
    expect(await mangaShown()).toEqual(expectManga(false));

    const settings = await setSwitch(page, LABELS.noRewatches, true);
    await expect.poll(animeShown, { timeout: TIMEOUT }).toEqual(expectAnime(true));
    await expect.poll(mangaShown, { timeout: TIMEOUT }).toEqual(expectManga(true));
    // The rows stay, only their figures change.
    expect(Object.keys(await animeShown()).sort()).toEqual([...anime.keys()].sort());

    await setSwitch(page, LABELS.noRewatches, false, settings);
    await expect.poll(animeShown, { timeout: TIMEOUT }).toEqual(expectAnime(false));
    await settings.close();
    await page.close();
  });

  it('hideCustomTags: both custom tag tables start collapsed to their heading, the others do not; [+] shows the rows', async () => {
    const lists = customLists('ANIME');
    // Open: the custom tables are drawn, with the member's custom lists among their rows.
    const open = await harness.newPage();
    await openStats(open);
    for (const id of ['customAnime', 'customManga']) {
      await open.waitForSelector(`${tableSelector(id)} .hohStatsGrid`, { timeout: TIMEOUT });
      expect(await open.textContent(`${tableSelector(id)} .hohStatsHide`)).toBe('[-]');
    }
    const openRows = await rowsOf(open, 'customAnime');
    for (const [name, entries] of lists) expect(openRows.find((row) => row.name === name)?.cells[0]).toBe(String(entries.length));
    await open.close();

    // Collapsed: the same tables hold only their heading until the member opens them.
    const page = await harness.newPage({ settings: { hideCustomTags: true } });
    await openStats(page);
    await page.waitForSelector(`${tableSelector('genresAnime')} .hohStatsGrid`, { timeout: TIMEOUT });
    await page.waitForSelector(`${tableSelector('tagsAnime')} .hohStatsGrid`, { timeout: TIMEOUT });
    const titles = { customAnime: 'Custom Anime Tags', customManga: 'Custom Manga Tags' };
    for (const [id, title] of Object.entries(titles)) {
      await page.waitForSelector(`${tableSelector(id)} .hohStatsHide`, { timeout: TIMEOUT });
      expect(await page.textContent(`${tableSelector(id)} .hohStatsHide`)).toBe('[+]');
      expect(await page.getAttribute(`${tableSelector(id)} .hohStatsHide`, 'aria-expanded')).toBe('false');
      expect(await page.getAttribute(`${tableSelector(id)} .hohStatsHide`, 'aria-label')).toBe(`Show ${title}`);
      expect(await page.$(`${tableSelector(id)} .hohStatsGrid`)).toBeNull();
      expect(await page.$(`${tableSelector(id)} .hohStatsSearch`)).toBeNull();
    }
    await page.click(`${tableSelector('customAnime')} .hohStatsHide`);
    await waitForLineCount(page, 'customAnime', openRows.length);
    expect((await rowsOf(page, 'customAnime')).map((row) => [row.name, row.cells[0]])).toEqual(openRows.map((row) => [row.name, row.cells[0]]));
    // Only the table opened: the manga one stays collapsed.
    expect(await page.$(`${tableSelector('customManga')} .hohStatsGrid`)).toBeNull();
    await page.close();
  });

  it(`negativeCustomList: a row "${NOT_ON_CUSTOM_LIST}" holds every entry on no custom list`, async () => {
    const page = await statsPage();
    const before = { customAnime: await rowsOf(page, 'customAnime'), customManga: await rowsOf(page, 'customManga') };
    for (const rows of Object.values(before)) expect(rows.map((row) => row.name)).not.toContain(NOT_ON_CUSTOM_LIST);

    await setSwitch(page, LABELS.negativeCustomList, true);
    for (const [id, type] of [['customAnime', 'ANIME'], ['customManga', 'MANGA']] as const) {
      await waitForLineCount(page, id, before[id].length + 1);
      const expected = sums(entriesOf(type).filter(onNoCustomList), type);
      expect(expected.count).toBeGreaterThan(0);
      const labels = await columnLabels(page, id);
      const rows = await rowsOf(page, id);
      const row = rows.find((line) => line.name === NOT_ON_CUSTOM_LIST)!;
      expect(row).toBeDefined();
      expectRowSums(row, labels, type, expected);
      // The other rows are as they were, and the new one takes its place by count.
      expect(rows.filter((line) => line !== row).map((line) => [line.name, line.cells])).toEqual(before[id].map((line) => [line.name, line.cells]));
      const counts = rows.map((line) => Number(cellUnder(line, labels, 'Count').text));
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(rows.map((line) => line.name)).not.toContain(ALL_MEDIA);
    }
    await page.close();
  });

  it(`globalCustomList: a row "${ALL_MEDIA}" holds every entry of the list, first by count`, async () => {
    const page = await statsPage();
    const before = { customAnime: await rowsOf(page, 'customAnime'), customManga: await rowsOf(page, 'customManga') };
    for (const rows of Object.values(before)) expect(rows.map((row) => row.name)).not.toContain(ALL_MEDIA);

    await setSwitch(page, LABELS.globalCustomList, true);
    for (const [id, type] of [['customAnime', 'ANIME'], ['customManga', 'MANGA']] as const) {
      await waitForLineCount(page, id, before[id].length + 1);
      const expected = sums(entriesOf(type), type);
      const labels = await columnLabels(page, id);
      const rows = await rowsOf(page, id);
      // Every entry is in it, so no row counts more.
      expect(rows[0].name).toBe(ALL_MEDIA);
      const row = rows[0];
      expectRowSums(row, labels, type, expected);
      expect(rows.slice(1).map((line) => [line.name, line.cells])).toEqual(before[id].map((line) => [line.name, line.cells]));
      expect(rows.map((line) => line.name)).not.toContain(NOT_ON_CUSTOM_LIST);
    }
    await page.close();
  });

  it('timeToCompleteColumn: the Remaining cells of the anime custom tags add the time left', async () => {
    const lists = customLists('ANIME');
    const expectLists = (timeToComplete: boolean) => Object.fromEntries([...lists].map(([name, entries]) => [name, [remainingText(sums(entries, 'ANIME'), timeToComplete)]]));
    // Some custom list has episodes left, so the option has something to show.
    expect(Object.values(expectLists(true)).some(([text]) => /\(/.test(text))).toBe(true);

    const page = await statsPage();
    const headings = await columnLabels(page, 'customAnime');
    expect(headings).toContain('Remaining');
    const remaining = async () => {
      const all = await shown(page, 'customAnime', ['Remaining']);
      return { lists: Object.fromEntries([...lists.keys()].map((name) => [name, all[name]])), all };
    };
    const off = await remaining();
    expect(off.lists).toEqual(expectLists(false));
    for (const [text] of Object.values(off.all)) expect(text).toMatch(/^(\d+|completed|-)$/);

    await setSwitch(page, LABELS.timeToCompleteColumn, true);
    await expect.poll(async () => (await remaining()).lists, { timeout: TIMEOUT }).toEqual(expectLists(true));
    // Every row with episodes left gains its time; the others and the headings are as they were.
    const on = await remaining();
    expect(Object.keys(on.all)).toEqual(Object.keys(off.all));
    for (const [name, [text]] of Object.entries(on.all)) {
      const [was] = off.all[name];
      if (/^\d+$/.test(was)) expect(text).toMatch(new RegExp(`^${was} \\(\\d+[ymwdhs]( \\d+[ymwdhs])?\\)$`));
      else expect(text).toBe(was);
    }
    expect(await columnLabels(page, 'customAnime')).toEqual(headings);
    // The manga table has no Remaining column: nothing to add there.
    expect(await columnLabels(page, 'customManga')).not.toContain('Remaining');
    expect(await lineCount(page, 'customAnime')).toBe(Object.keys(on.all).length);
    await page.close();
  });
});
