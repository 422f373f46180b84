// End to end: the 'moreStats' module on the simulator's /user/{name}/stats pages, run from the
// built userscript in Chromium: the triggers, the two views, the tables checked against the
// seeded world, and what reached the API. Exports and failure paths: moreStats-exports.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { useHarness } from '../helpers/useHarness.ts';
import {
  allLines,
  drawnLines,
  expectedGroups,
  lineCount,
  linesSettled,
  listedEntries,
  openMoreStats,
  tableSelector,
  waitForLineCount,
} from '../helpers/statsTables.ts';

const MODULE_ID = 'moreStats';
const USER = NOTABLE_USERS.demo;

const harness = useHarness();

const statsRequests = () => harness.requests().filter((r) => /query Stats(List|Staff)Chunk/.test(r.operation));

async function headlineValue(page: Page, section: 'Anime' | 'Manga', label: string): Promise<string | null> {
  return page.$eval(
    `#hohStats section[aria-label="${section}"] .hohHeadline`,
    (list, wanted) => [...list.querySelectorAll('.hohHeadlineLine')].find((line) => line.querySelector('dt')?.textContent === wanted)?.querySelector('dd')?.textContent ?? null,
    label,
  );
}

async function openStatsPage(page: Page, path = `/user/${USER}/stats/anime/overview`): Promise<void> {
  await harness.goto(page, path);
  await openMoreStats(page);
  await page.waitForSelector('#hohStats .hohHeadline', { timeout: 120_000 });
}

/** The computed display of the element `selector` finds now, or 'missing' (it may be mid-redraw). */
async function shownDisplay(page: Page, selector: string): Promise<string> {
  const element = await page.$(selector);
  return element ? element.evaluate((panel) => getComputedStyle(panel).display).catch(() => 'missing') : 'missing';
}

describe(`More stats ('${MODULE_ID}')`, () => {
  it('adds the three triggers and loads nothing until one is chosen', async () => {
    const page = await harness.newPage();
    harness.clearRequests();
    await harness.goto(page, `/user/${USER}/stats/anime/overview`);
    await page.waitForSelector('.filter-wrap .hohStatsTrigger', { timeout: 60_000 });
    const triggers = await page.$$eval('.filter-wrap .hohStatsTrigger', (items) => items.map((item) => ({ tag: item.tagName, text: item.textContent, href: item.getAttribute('href') })));
    expect(triggers).toEqual([
      { tag: 'BUTTON', text: 'More stats', href: null },
      { tag: 'BUTTON', text: 'Genres & Tags', href: null },
      { tag: 'A', text: 'Site Stats', href: '/site-stats' },
    ]);
    expect(statsRequests()).toHaveLength(0);
    await page.close();
  });

  it('shows the headline figures and the 101-bar histogram of the seeded lists, in place of AniList\'s panels', async () => {
    const page = await harness.newPage();
    harness.clearRequests();
    await openStatsPage(page);
    const world = harness.sim.world;
    const anime = listedEntries(world, USER, 'ANIME');
    const manga = listedEntries(world, USER, 'MANGA');
    const rated = anime.filter((e) => e.scoreRaw > 0);
    expect(await headlineValue(page, 'Anime', 'Anime on list')).toBe(String(anime.length));
    expect(await headlineValue(page, 'Anime', 'Rated')).toBe(String(rated.length));
    expect(await headlineValue(page, 'Manga', 'Manga on list')).toBe(String(manga.length));
    const mean = rated.reduce((sum, e) => sum + e.scoreRaw, 0) / rated.length;
    expect(await headlineValue(page, 'Anime', 'Average score')).toBe(mean.toPrecision(4));

    const bars = await page.$$eval('#hohStats section[aria-label="Anime"] .hohHistogramBar', (items) => items.map((bar) => Number(bar.getAttribute('data-count'))));
    expect(bars).toHaveLength(101);
    const histogram = new Array(101).fill(0);
    for (const entry of rated) histogram[entry.scoreRaw]++;
    expect(bars).toEqual(histogram);
    expect(await page.textContent('#hohStats .hohTimeWatched')).toMatch(/^Time watched: [\d.]+ days \([\d.]+% is .+\)$/);

    // AniList's own panel is hidden while ours shows; nothing of the profile was private to us.
    expect(await page.$eval('.stats-wrap > div.overview', (panel) => getComputedStyle(panel).display)).toBe('none');
    expect(await page.getAttribute('button.hohStatsTrigger:has-text("More stats")', 'aria-pressed')).toBe('true');
    const requests = statsRequests();
    expect(requests.every((r) => r.token === null && r.variables?.name === USER && r.variables?.perChunk === 500)).toBe(true);
    expect(requests.filter((r) => r.operation.includes('StatsListChunk')).map((r) => `${r.variables?.type}${r.variables?.chunk}`)).toEqual(['ANIME1', 'ANIME2', 'MANGA1']);
    await page.close();
  });

  it('switches between More stats and Genres & Tags, and gives AniList its view back on a tab', async () => {
    const page = await harness.newPage();
    await openStatsPage(page);
    await openMoreStats(page, 'Genres & Tags');
    await page.waitForSelector('#hohGenres [data-table="mixedTags"] .hohStatsGrid', { timeout: 60_000 });
    expect(await page.$('#hohStats .hohHeadline')).toBeNull();
    expect(await page.getAttribute('#hohStats .hohMoreStats', 'data-view')).toBe('genres');
    // The mixed genre table counts both lists.
    const world = harness.sim.world;
    const both = [...listedEntries(world, USER, 'ANIME'), ...listedEntries(world, USER, 'MANGA')];
    const genres = expectedGroups(world, both, (id) => world.getMedia(id)!.genres);
    const rows = (await allLines(page, 'mixedGenres')).filter((line) => line.kind === 'row');
    expect(rows.map((row) => [row.name, row.cells[0]])).toEqual(genres.map((g) => [g.name, String(g.count)]));

    // The current tab (Overview) chosen again: AniList's panel comes back.
    await page.click('.filter-wrap a[href$="/stats/anime/overview"]');
    await page.waitForFunction(() => (document.getElementById('hohStats') as HTMLElement | null)?.hidden !== false, null, { timeout: 60_000 });
    // The simulator redraws the panel when its tab is chosen: read it once it is there and stays.
    await expect.poll(() => shownDisplay(page, '.stats-wrap > div.overview'), { timeout: 60_000 }).not.toMatch(/^(none|missing)$/);
    // Another tab: AniList shows it, and our view is gone with the visit.
    await page.click('.filter-wrap a[href$="/stats/anime/genres"]');
    await page.waitForFunction(() => !document.querySelector('#hohStats .hohMoreStats'), null, { timeout: 60_000 });
    await expect.poll(() => shownDisplay(page, '.stats-wrap > div.genres'), { timeout: 60_000 }).not.toMatch(/^(none|missing)$/);
    await page.close();
  });

  it('draws the anime genre table of the seeded list: counts, means and the weighted order', async () => {
    const page = await harness.newPage();
    await openStatsPage(page);
    const world = harness.sim.world;
    const expected = expectedGroups(world, listedEntries(world, USER, 'ANIME'), (id) => world.getMedia(id)!.genres);
    const rows = (await allLines(page, 'genresAnime')).filter((line) => line.kind === 'row');
    expect(rows.map((row) => row.name)).toEqual(expected.map((g) => g.name));
    for (const [index, row] of rows.entries()) {
      expect(row.cells[0]).toBe(String(expected[index].count));
      expect(row.cells[1]).toBe(expected[index].mean ? String(Math.round(expected[index].mean * 10) / 10) : '-');
    }
    // Heading marks: the table's own order marks Mean Score.
    expect(await page.getAttribute(`${tableSelector('genresAnime')} [role="columnheader"][aria-sort="descending"]`, 'class')).toBe('hohFocus');
    expect(await page.textContent(`${tableSelector('genresAnime')} .hohFocus`)).toBe('Mean Score');
    await page.close();
  });

  it('sorts by a heading, expands a row to its entries, filters them by a status dot, collapses and hides', async () => {
    const page = await harness.newPage();
    await openStatsPage(page);
    const id = 'genresAnime';
    const table = tableSelector(id);
    await linesSettled(page, id);
    const rowsBefore = await lineCount(page, id);

    await page.click(`${table} .hohStatsSort:has-text("Count")`);
    await page.waitForSelector(`${table} [role="columnheader"][aria-sort="descending"]:has-text("Count")`, { timeout: 60_000 });
    const byCount = (await allLines(page, id)).map((line) => Number(line.cells[0]));
    expect(byCount).toEqual([...byCount].sort((a, b) => b - a));
    await page.click(`${table} .hohStatsSort:has-text("Genre")`);
    await page.waitForSelector(`${table} [role="columnheader"][aria-sort="ascending"]:has-text("Genre")`, { timeout: 60_000 });
    const names = (await allLines(page, id)).map((line) => line.name);
    expect(names).toEqual([...names].sort(new Intl.Collator().compare));

    // Expand the first row (a click on the row): its entries follow it, best score first.
    await page.$eval(`${table} .hohStatsScroll`, (box) => (box.scrollTop = 0));
    await linesSettled(page, id);
    const [first] = await drawnLines(page, id);
    const world = harness.sim.world;
    const members = listedEntries(world, USER, 'ANIME').filter((e) => world.getMedia(e.mediaId)!.genres.includes(first.name));
    await page.click(`${table} .hohStatsRow[data-key="${first.key}"] .hohStatsCell >> nth=0`);
    await waitForLineCount(page, id, rowsBefore + members.length);
    // The count comes with the worker's answer; the lines drawn catch up after it (busy until then).
    await linesSettled(page, id);
    expect(await page.getAttribute(`${table} .hohStatsRow[data-key="${first.key}"] .hohStatsToggle`, 'aria-expanded')).toBe('true');
    const shownEntries = (await drawnLines(page, id)).filter((line) => line.kind === 'entry');
    const best = Math.max(...members.map((e) => e.scoreRaw));
    // Entry cells: nothing under Count, the entry's score under Mean Score.
    expect(shownEntries[0].cells[1]).toBe(best ? String(best) : '-');

    // A status dot limits the entries to that status; the same dot again shows them all.
    const status = members[0].status;
    const ofStatus = members.filter((e) => e.status === status).length;
    await page.click(`${table} .hohStatsRow[data-key="${first.key}"] .hohStatusDot.hohStatus-${status}`);
    await waitForLineCount(page, id, rowsBefore + ofStatus);
    await linesSettled(page, id);
    const filtered = (await drawnLines(page, id)).filter((line) => line.kind === 'entry');
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((line) => line.dots[0] === status)).toBe(true);
    await page.click(`${table} .hohStatsRow[data-key="${first.key}"] .hohStatusDot.hohStatus-${status}`);
    await waitForLineCount(page, id, rowsBefore + members.length);
    // Collapse with the keyboard-reachable toggle.
    await page.focus(`${table} .hohStatsRow[data-key="${first.key}"] .hohStatsToggle`);
    await page.keyboard.press('Enter');
    await waitForLineCount(page, id, rowsBefore);

    // [-] hides the table, [+] brings it back as it was.
    await page.click(`${table} .hohStatsHide`);
    await page.waitForSelector(`${table} .hohStatsGrid`, { state: 'detached', timeout: 60_000 });
    expect(await page.textContent(`${table} .hohStatsHide`)).toBe('[+]');
    await page.click(`${table} .hohStatsHide`);
    await page.waitForSelector(`${table} .hohStatsGrid`, { timeout: 60_000 });
    expect(await page.textContent(`${table} .hohStatsHide`)).toBe('[-]');
    await page.close();
  });

  it('searches by text or regular expression, case-insensitively; an invalid pattern is matched as text and says so', async () => {
    const page = await harness.newPage();
    await openStatsPage(page);
    const id = 'genresAnime';
    const table = tableSelector(id);
    const world = harness.sim.world;
    const all = expectedGroups(world, listedEntries(world, USER, 'ANIME'), (mediaId) => world.getMedia(mediaId)!.genres).map((g) => g.name);
    const search = async (text: string, expected: string[]) => {
      await page.fill(`${table} .hohStatsSearch`, text);
      if (expected.length) await waitForLineCount(page, id, expected.length);
      else await page.waitForSelector(`${table} .hohStatsWaiting:has-text("Nothing matches.")`, { timeout: 60_000 });
      const names = expected.length ? (await allLines(page, id)).map((line) => line.name) : [];
      expect(names.sort()).toEqual([...expected].sort());
    };
    await search('ACT', all.filter((name) => /act/i.test(name)));
    await search('^(drama|comedy)$', all.filter((name) => /^(drama|comedy)$/i.test(name)));
    expect(await page.$(`${table} .hohStatsInvalid`)).toBeNull();
    await search('sci-fi(', []);
    expect(await page.textContent(`${table} .hohStatsInvalid`)).toBe('Not a valid regular expression: matched as text');
    expect(await page.getAttribute(`${table} .hohStatsSearch`, 'aria-invalid')).toBe('true');
    await search('', all);
    await page.close();
  });

  it('pins a site tag to the custom tag table: empty input ignored, the name capitalised, kept per table title', async () => {
    const page = await harness.newPage();
    await openStatsPage(page);
    const id = 'customAnime';
    const table = tableSelector(id);
    const world = harness.sim.world;
    const anime = listedEntries(world, USER, 'ANIME');
    const tagCounts = new Map<string, number>();
    for (const entry of anime) for (const tag of world.getMedia(entry.mediaId)!.tags) tagCounts.set(tag.name, (tagCounts.get(tag.name) ?? 0) + 1);
    const [tag, count] = [...tagCounts].filter(([name]) => /^[A-Z][a-z]/.test(name)).sort((a, b) => b[1] - a[1])[0];
    await linesSettled(page, id);
    const before = await lineCount(page, id);

    await page.fill(`${table} .hohStatsAddTag input`, '   ');
    await page.click(`${table} .hohStatsAddTag button`);
    // The form has taken the submit once it empties the input; the short window is for a line
    // the empty name must not add after that.
    await expect.poll(() => page.inputValue(`${table} .hohStatsAddTag input`), { timeout: 60_000 }).toBe('');
    await page.waitForTimeout(300);
    expect(await lineCount(page, id)).toBe(before);
    expect(await page.evaluate(() => localStorage.getItem('regularTagsCustom Anime Tags'))).toBeNull();

    await page.fill(`${table} .hohStatsAddTag input`, tag.charAt(0).toLowerCase() + tag.slice(1));
    await page.press(`${table} .hohStatsAddTag input`, 'Enter');
    await waitForLineCount(page, id, before + 1);
    const row = (await allLines(page, id)).find((line) => line.name === tag);
    expect(row?.cells[0]).toBe(String(count));
    expect(await page.evaluate(() => localStorage.getItem('regularTagsCustom Anime Tags'))).toBe(JSON.stringify([tag]));

    // Kept: a fresh visit of the page draws the pinned row again.
    await openStatsPage(page);
    await linesSettled(page, id);
    expect((await allLines(page, id)).some((line) => line.name === tag)).toBe(true);
    await page.close();
  });

  it('reads the owner\'s private entries with the script\'s token, and sends the token only to the API', async () => {
    const page = await harness.newPage({ siteUser: USER, token: 'demo' });
    harness.clearRequests();
    await openStatsPage(page);
    const world = harness.sim.world;
    expect(await headlineValue(page, 'Anime', 'Anime on list')).toBe(String(listedEntries(world, USER, 'ANIME', true).length));
    expect(statsRequests().length).toBeGreaterThan(0);
    expect(statsRequests().every((r) => r.token === world.demoUser.token)).toBe(true);
    await page.close();
  });
});
