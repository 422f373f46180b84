// End to end: the 'replaceNativeTags' module on the simulator's stats sub-tabs, run from the
// built userscript in Chromium: the full tables in place of AniList's panels, drawn when the
// sub-tab is opened or already current, checked against the seeded world; the table options
// changing them at once; what reached the API.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { parseNoteCommand } from '../../src/lib/noteCommands.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { allLines, expectedGroups, listedEntries, tableSelector, watchedSomething } from '../helpers/statsTables.ts';

const MODULE_ID = 'replaceNativeTags';
const USER = NOTABLE_USERS.demo;

const harness = useHarness();

const statsRequests = () => harness.requests().filter((r) => /query Stats(List|Staff)Chunk/.test(r.operation));
const adjustOf = (notes: string | null) => {
  const command = parseNoteCommand(notes);
  return command && Number.isFinite(command.adjustValue) ? command.adjustValue : 0;
};
const nativeDisplay = (page: Page, panel: string) => page.$eval(`.stats-wrap > div.${panel}`, (element) => getComputedStyle(element).display);

/** Animation studios (or all, with allStudios) → media watched, PLANNING left out. */
function expectedStudios(all: boolean): Map<string, number> {
  const world = harness.sim.world;
  const counts = new Map<string, number>();
  for (const entry of listedEntries(world, USER, 'ANIME')) {
    if (entry.status === 'PLANNING' || !watchedSomething(world, entry, adjustOf)) continue;
    const names = world.getMedia(entry.mediaId)!.studios.map((edge) => world.getStudio(edge.studioId)!).filter((studio) => all || studio.isAnimationStudio).map((studio) => studio.name);
    for (const name of new Set(names)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

describe(`full stats tables ('${MODULE_ID}')`, () => {
  it('replaces AniList\'s tag panel with the custom and regular tag tables of the seeded list', async () => {
    const page = await harness.newPage();
    harness.clearRequests();
    await harness.goto(page, `/user/${USER}/stats/anime/tags`);
    await page.waitForSelector('#regularAnimeTable .hohStatsGrid', { timeout: 120_000 });
    expect(await nativeDisplay(page, 'tags')).toBe('none');
    expect(await page.$(`${tableSelector('customAnime')} .hohStatsGrid`)).not.toBeNull();
    const world = harness.sim.world;
    const groups = expectedGroups(world, listedEntries(world, USER, 'ANIME'), (id) => world.getMedia(id)!.tags.map((tag) => tag.name));
    // Over 50 tags: only those with at least 3 entries stay.
    expect(groups.length).toBeGreaterThan(50);
    const kept = groups.filter((group) => group.count >= 3);
    expect(await page.textContent('#regularAnimeTable .hohStatsNote')).toBe(`Over 50 tags: only those with at least 3 entries are shown (${kept.length} of ${groups.length})`);
    const rows = (await allLines(page, 'tagsAnime')).filter((line) => line.kind === 'row');
    expect(rows.map((row) => [row.name, row.cells[0]])).toEqual(kept.map((group) => [group.name, String(group.count)]));
    await page.$eval('#regularAnimeTable .hohStatsScroll', (element) => (element.scrollTop = 0));
    const link = await page.getAttribute(`#regularAnimeTable .hohStatsRow[data-key="${rows[0].name}"] .hohStatsName a`, 'href');
    expect(link).toBe(`/search/anime?includedTags=${encodeURIComponent(rows[0].name)}&onList=true`);
    // Only the anime list was read, and no staff.
    expect(statsRequests().map((r) => `${r.operation.includes('StaffChunk') ? 'staff' : 'list'} ${r.variables?.type}`)).toEqual(['list ANIME', 'list ANIME']);
    await page.close();
  });

  it('draws the staff table when the sub-tab is opened, and the manga staff table when already current', async () => {
    const page = await harness.newPage();
    await harness.goto(page, `/user/${USER}/stats/anime/overview`);
    expect(await page.$('.hohNativeTables')).toBeNull();
    harness.clearRequests();
    await page.click('.filter-wrap a[href$="/stats/anime/staff"]');
    await page.waitForSelector('#animeStaff .hohStatsGrid', { timeout: 120_000 });
    expect(await nativeDisplay(page, 'staff')).toBe('none');
    expect(statsRequests().filter((r) => r.operation.includes('StaffChunk')).map((r) => `${r.variables?.type}${r.variables?.chunk}`)).toEqual(['ANIME1', 'ANIME2']);
    const anime = (await allLines(page, 'staffAnime')).filter((line) => line.kind === 'row');
    expect(anime.length).toBeGreaterThan(0);
    expect(anime.length).toBeLessThanOrEqual(300);

    await harness.goto(page, `/user/${USER}/stats/manga/staff`);
    await page.waitForSelector('#mangaStaff .hohStatsGrid', { timeout: 120_000 });
    expect(await page.$('#animeStaff')).toBeNull();
    const world = harness.sim.world;
    const manga = listedEntries(world, USER, 'MANGA').filter((e) => e.status !== 'PLANNING');
    const credited = new Set(manga.flatMap((e) => world.getMedia(e.mediaId)!.staff.slice(0, 50).map((edge) => edge.staffId)));
    const rows = (await allLines(page, 'staffManga')).filter((line) => line.kind === 'row');
    for (const row of rows) expect(credited.has(Number(row.key))).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
    await page.close();
  });

  it('gives AniList its panel back on another tab', async () => {
    const page = await harness.newPage();
    await harness.goto(page, `/user/${USER}/stats/anime/studios`);
    await page.waitForSelector('#animeStudios .hohStatsGrid', { timeout: 120_000 });
    await page.click('.filter-wrap a[href$="/stats/anime/genres"]');
    await page.waitForSelector('.stats-wrap > div.genres', { timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('.hohNativeTables'), null, { timeout: 60_000 });
    expect(await nativeDisplay(page, 'genres')).not.toBe('none');
    await page.close();
  });

  it('changes the studio table at once when allStudios is switched on in the settings (another tab)', async () => {
    // Signed in on the site (the settings page needs it); the table reads the public list all the same.
    const page = await harness.newPage({ siteUser: USER });
    await harness.goto(page, `/user/${USER}/stats/anime/studios`);
    await page.waitForSelector('#animeStudios .hohStatsGrid', { timeout: 120_000 });
    const before = (await allLines(page, 'studios')).filter((line) => line.kind === 'row');
    expect(new Map(before.map((row) => [row.name, Number(row.cells[0])]))).toEqual(expectedStudios(false));

    const settings = await page.context().newPage();
    await harness.goto(settings, '/settings/apps');
    const box = settings.locator('#hohSettings').getByLabel('Include companies that are not animation studios in the studio table');
    await box.check({ timeout: 60_000 });
    const all = expectedStudios(true);
    expect(all.size).toBeGreaterThan(before.length);
    await page.waitForFunction((n) => Number(document.querySelector('#animeStudios .hohStatsGrid')?.getAttribute('aria-rowcount')) - 1 === n, all.size, { timeout: 60_000 });
    const after = (await allLines(page, 'studios')).filter((line) => line.kind === 'row');
    expect(new Map(after.map((row) => [row.name, Number(row.cells[0])]))).toEqual(all);
    // The companies that are not animation studios are told apart (drawn green).
    const world = harness.sim.world;
    const marked = await page.$$eval('#animeStudios .hohStatsRow a.hohMarked', (links) => links.map((link) => link.textContent));
    for (const name of marked) expect(world.allStudios().find((studio) => studio.name === name)?.isAnimationStudio).toBe(false);
    await settings.close();
    await page.close();
  }, 180_000);

  it('shows the failure instead of a table when the API fails', async () => {
    const page = await harness.newPage();
    harness.sim.setOutage({ kind: '500', ms: 120_000 });
    try {
      await harness.goto(page, `/user/${USER}/stats/anime/tags`);
      await page.waitForSelector('.hohNativeTables [role="alert"]', { timeout: 60_000 });
      expect(await page.textContent('.hohNativeTables [role="alert"]')).toMatch(/^The lists could not be loaded: /);
    } finally {
      harness.sim.setOutage(null);
    }
    await page.close();
  });
});
