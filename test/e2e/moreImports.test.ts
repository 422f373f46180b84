// End to end: the 'moreImports' module on the simulator's /settings/import, run from the built
// userscript in Chromium: the Automail JSON import and export, the bad files, signed out, and a
// site user who is not the script's user. The world is checked field by field after each import.
// The Anime-Planet import, resume and undo are in moreImports-animePlanet.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { useHarness } from '../helpers/useHarness.ts';
import {
  chooseFile,
  chooseListType,
  fixtureJson,
  fixtureText,
  freshFixture,
  listDiff,
  listSnapshot,
  openImportPage,
  savesByMedia,
} from '../helpers/imports.ts';
import { strings } from '../../src/modules/moreImports/strings.ts';
import { IMPORT_TEXTS, wrongUserWarning } from '../../src/workers/importMatch.ts';
import { REFUSAL_REASONS } from '../../src/workers/importEntryCheck.ts';
import { downloadText } from '../helpers/download.ts';

const MODULE_ID = 'moreImports';
const DEMO = NOTABLE_USERS.demo;
const JSON_SECTION = '.hohOwnJsonImport';
const AP_SECTION = '.hohAnimePlanetImport';

const harness = useHarness();

const signedIn = () => openImportPage(harness, { siteUser: DEMO, token: 'demo' });

interface FileEntry { mediaId: number; status: string; score?: number; progress?: number; progressVolumes?: number; repeat?: number; priority?: number; notes?: string | null; startedAt?: unknown; completedAt?: unknown; media?: { title?: { romaji?: string } } }
function fileEntries(name: string): FileEntry[] {
  const file = fixtureJson<{ lists: { entries: FileEntry[] }[] }>(name);
  const seen = new Set<number>();
  return file.lists.flatMap((list) => list.entries).filter((entry) => !seen.has(entry.mediaId) && !!seen.add(entry.mediaId));
}

/** A theme variable ("r,g,b") as a computed colour reads, where the import sections are (the site sets the theme on an ancestor). */
const themeColour = (page: Page, variable: string) =>
  page.evaluate((name) => `rgb(${getComputedStyle(document.querySelector('#hohImport')!).getPropertyValue(name).split(',').map((part) => part.trim()).join(', ')})`, variable);

async function importAll(page: Page): Promise<void> {
  await page.locator('#hohImport .hohStartImport').click();
  await page.locator('#hohImport .hohImportDone').waitFor({ timeout: 60_000 });
}

describe(`Automail JSON import ('${MODULE_ID}')`, () => {
  it('plans only the entries not on the list, saves them with every field, and leaves the rest untouched', async () => {
    const page = await signedIn();
    const before = listSnapshot(harness, DEMO, 'ANIME');
    const entries = fileEntries('automail-anime-v1.01.json');
    const fresh = entries.filter((entry) => !before.has(entry.mediaId));
    const existing = entries.filter((entry) => before.has(entry.mediaId));
    expect(fresh.length).toBe(4);
    expect(existing.length).toBe(2);

    await chooseFile(page, JSON_SECTION, freshFixture('automail-anime-v1.01.json'));
    const plan = page.locator('#hohImport .hohPlan');
    await plan.waitFor({ timeout: 60_000 });
    expect(await plan.locator('.hohPlanSummary').textContent()).toBe(strings.planSummary(4, 0, 2, 0));
    // Nothing is saved before the member says so.
    expect(savesByMedia(harness).size).toBe(0);
    expect(await page.locator(`#hohImport ${JSON_SECTION} .hohImportWarning`).count()).toBe(0);
    expect(await page.locator('#hohImport .hohStartImport').textContent()).toBe(strings.importAll);

    await importAll(page);
    expect(await page.locator('#hohImport .hohImportStatus').textContent()).toBe(strings.progress(4, 4));
    expect(await page.locator('#hohImport .hohImportDone').textContent()).toBe(strings.finished(4, 0));

    const after = listSnapshot(harness, DEMO, 'ANIME');
    const diff = listDiff(before, after);
    expect(diff.removed).toEqual([]);
    expect(diff.changed).toEqual([]);
    expect(diff.added.sort()).toEqual(fresh.map((entry) => entry.mediaId).sort());
    for (const entry of fresh) {
      const saved = after.get(entry.mediaId)!;
      // The file's POINT_100 scores arrive on Demo's POINT_10_DECIMAL list through the 100-point scale.
      expect(saved).toMatchObject({
        status: entry.status,
        scoreRaw: entry.score ?? 0,
        progress: entry.progress ?? 0,
        repeat: entry.repeat ?? 0,
        priority: entry.priority ?? 0,
        notes: entry.notes ?? null,
      });
      if (entry.startedAt) expect(saved.startedAt).toEqual(entry.startedAt);
      if (entry.completedAt) expect(saved.completedAt).toEqual(entry.completedAt);
    }
    expect(after.get(fresh[0].mediaId)!.score).toBe(8.5);
    // Each entry was sent once.
    for (const [, statuses] of savesByMedia(harness)) expect(statuses).toEqual([200]);
  });

  it('the first version (no type) imports into either list; a refused save is shown in red with its title and the rest goes on', async () => {
    harness.clearRequests();
    const page = await signedIn();
    const before = listSnapshot(harness, DEMO, 'ANIME');
    await chooseFile(page, JSON_SECTION, freshFixture('automail-anime-v1.json'));
    await page.locator('#hohImport .hohPlan').waitFor({ timeout: 60_000 });
    expect(await page.locator('#hohImport .hohPlanSummary').textContent()).toBe(strings.planSummary(3, 0, 0, 0));
    await importAll(page);
    const error = page.locator('#hohImport .hohJob .hohImportError');
    expect(await error.textContent()).toBe('Missing Media: The selected media id is invalid.');
    expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe(await themeColour(page, '--color-red'));
    expect(await page.locator('#hohImport .hohImportDone').textContent()).toBe(strings.finished(2, 1));
    const after = listSnapshot(harness, DEMO, 'ANIME');
    const diff = listDiff(before, after);
    expect(diff.removed).toEqual([]);
    expect(diff.changed).toEqual([]);
    const [completed, , dropped] = fileEntries('automail-anime-v1.json');
    expect(diff.added.sort()).toEqual([completed.mediaId, dropped.mediaId].sort());
    // Same score format as the file: the score is taken as it is.
    expect(after.get(completed.mediaId)).toMatchObject({ status: 'COMPLETED', score: 7.5, scoreRaw: 75, progress: 3 });
    expect(after.get(dropped.mediaId)).toMatchObject({ status: 'DROPPED', score: 0, progress: 1 });
  });

  it('manga: volumes are imported; a manga file on the anime list is refused', async () => {
    const page = await signedIn();
    await chooseFile(page, JSON_SECTION, freshFixture('automail-manga-v1.01.json'));
    await page.locator(`#hohImport ${JSON_SECTION} .hohImportError`).getByText(IMPORT_TEXTS.wrongListType, { exact: true }).waitFor({ timeout: 60_000 });
    expect(await page.locator('#hohImport .hohPlan').count()).toBe(0);

    const before = listSnapshot(harness, DEMO, 'MANGA');
    await chooseListType(page, JSON_SECTION, 'manga');
    await chooseFile(page, JSON_SECTION, freshFixture('automail-manga-v1.01.json'));
    await page.locator('#hohImport .hohPlan').waitFor({ timeout: 60_000 });
    await importAll(page);
    const after = listSnapshot(harness, DEMO, 'MANGA');
    const diff = listDiff(before, after);
    expect(diff.removed).toEqual([]);
    expect(diff.changed).toEqual([]);
    for (const entry of fileEntries('automail-manga-v1.01.json')) {
      expect(after.get(entry.mediaId)).toMatchObject({ status: entry.status, score: entry.score, progress: entry.progress, progressVolumes: entry.progressVolumes });
    }
  });

  it("another user's old file gets both warnings in orange, then imports as usual", async () => {
    const page = await signedIn();
    await chooseFile(page, JSON_SECTION, fixtureText('automail-anime-stale-other-user.json'));
    await page.locator('#hohImport .hohPlan').waitFor({ timeout: 60_000 });
    const warnings = await page.locator(`#hohImport ${JSON_SECTION} .hohImportWarning`).allTextContents();
    expect(warnings[0]).toBe(wrongUserWarning('Aoi', DEMO));
    expect(warnings[1]).toMatch(/^This list is \d+ days old\. Did you upload the right one\?$/);
    expect(warnings).toHaveLength(2);
    const colour = await page.locator(`#hohImport ${JSON_SECTION} .hohImportWarning`).first().evaluate((el) => getComputedStyle(el).color);
    expect(colour).toBe(await themeColour(page, '--color-orange'));
    await page.locator('#hohImport .hohCancelPlan').click();
    // The plan was shown: now gone, with the section's next render.
    await expect.poll(() => page.locator('#hohImport .hohPlan').count(), { timeout: 60_000 }).toBe(0);

    // The Anime-Planet section checks the same two things.
    await chooseFile(page, AP_SECTION, fixtureText('animeplanet-stale-other-user.json'));
    await page.locator(`#hohImport ${AP_SECTION} .hohReviewPrompt`).waitFor({ timeout: 60_000 });
    const apWarnings = await page.locator(`#hohImport ${AP_SECTION} .hohImportWarning`).allTextContents();
    expect(apWarnings[0]).toBe(wrongUserWarning('Aoi', DEMO));
    expect(apWarnings[1]).toMatch(/^This list is \d+ days old\. Did you upload the right one\?$/);
    expect(apWarnings).toHaveLength(2);
  });

  it('entries AniList would refuse are listed in the plan with the reason and never sent; the rest import', async () => {
    harness.clearRequests();
    const page = await signedIn();
    const before = listSnapshot(harness, DEMO, 'ANIME');
    const media = [...harness.sim.world.allMedia('ANIME')].find((m) => !m.isAdult && !before.has(m.id))!;
    const good = { mediaId: media.id, status: 'PLANNING', media: { title: { romaji: media.title.romaji } } };
    const hostile = [
      { mediaId: 1.5, status: 'CURRENT', media: { title: { romaji: 'Half An Id' } } },
      { mediaId: -7, status: 'CURRENT', media: { title: { romaji: 'Negative Id' } } },
      { mediaId: media.id + 1, status: { drop: 'table' }, media: { title: { romaji: 'Object Status' } } },
      { mediaId: media.id + 2, status: 'PLANNING', notes: ['an', 'array'], media: { title: { romaji: 'Listed Notes' } } },
    ];
    const file = JSON.parse(freshFixture('automail-anime-v1.01.json')) as { lists: { entries: unknown[] }[] };
    file.lists = [{ ...file.lists[0], entries: [good, ...hostile] }];
    await chooseFile(page, JSON_SECTION, JSON.stringify(file));
    const plan = page.locator('#hohImport .hohPlan');
    await plan.waitFor({ timeout: 60_000 });
    expect(await plan.locator('.hohPlanSummary').textContent()).toBe(strings.planSummary(1, 0, 0, 0, hostile.length));
    const refused = plan.locator('details.hohPlanList', { hasText: strings.planRefused });
    await refused.locator('summary').click();
    await expect.poll(() => refused.locator('li').allTextContents()).toEqual([
      `Half An Id: ${REFUSAL_REASONS.mediaId}`,
      `Negative Id: ${REFUSAL_REASONS.mediaId}`,
      `Object Status: ${REFUSAL_REASONS.status}`,
      `Listed Notes: ${REFUSAL_REASONS.notes}`,
    ]);
    await importAll(page);
    expect(await page.locator('#hohImport .hohImportDone').textContent()).toBe(strings.finished(1, 0));
    // Only the good entry reached AniList, and AniList refused nothing.
    expect([...savesByMedia(harness)]).toEqual([[media.id, [200]]]);
    expect(harness.requests().filter((request) => request.status !== 200)).toEqual([]);
    expect(listDiff(before, listSnapshot(harness, DEMO, 'ANIME')).added).toEqual([media.id]);
  });

  it('each bad file gets its message and nothing is sent', async () => {
    const page = await signedIn();
    harness.clearRequests();
    const cases: [string, string, string][] = [
      [JSON_SECTION, fixtureText('broken-not-json.json'), IMPORT_TEXTS.parseError],
      [JSON_SECTION, fixtureText('broken-empty.json'), IMPORT_TEXTS.parseError],
      [AP_SECTION, fixtureText('broken-not-json.json'), IMPORT_TEXTS.parseError],
      [AP_SECTION, freshFixture('animeplanet-manga.json'), IMPORT_TEXTS.wrongList],
    ];
    for (const [section, text, message] of cases) {
      await chooseFile(page, section, text);
      await page.locator(`#hohImport ${section} .hohImportError`).getByText(message, { exact: true }).waitFor({ timeout: 60_000 });
    }
    expect(harness.requests().filter((request) => /SaveMediaListEntry\(|ImportSearch|ListNotes/.test(request.operation))).toEqual([]);
  });
});

describe(`JSON export ('${MODULE_ID}')`, () => {
  it("exports the anime list as version '1.01' with the spec's fields, named for the list, and importing it back adds nothing", async () => {
    const page = await signedIn();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.locator('#hohImport .hohExportAnime').click()]);
    expect(download.suggestedFilename()).toBe(`animelist_${DEMO}.json`);
    const text = await downloadText(download);
    const file = JSON.parse(text) as { version: string; type: string; User: { name: string; id: number; mediaListOptions: { scoreFormat: string } }; scriptInfo: unknown; url: string; timeStamp: number; lists: { name: string; isCustomList: boolean; isSplitCompletedList: boolean; entries: Record<string, unknown>[] }[] };
    expect(file).toMatchObject({ version: '1.01', type: 'ANIME', User: { name: DEMO, id: 1001, mediaListOptions: { scoreFormat: 'POINT_10_DECIMAL' } }, url: 'https://anilist.co/settings/import' });
    expect(Math.abs(file.timeStamp - Date.now())).toBeLessThan(120_000);
    const world = listSnapshot(harness, DEMO, 'ANIME');
    const exported = new Set(file.lists.flatMap((list) => list.entries.map((entry) => entry.mediaId as number)));
    expect(exported).toEqual(new Set(world.keys()));
    const entry = file.lists.find((list) => !list.isCustomList)!.entries[0];
    for (const field of ['mediaId', 'status', 'progress', 'repeat', 'notes', 'priority', 'hiddenFromStatusLists', 'customLists', 'advancedScores', 'startedAt', 'completedAt', 'updatedAt', 'createdAt', 'media', 'score']) {
      expect(entry).toHaveProperty(field);
    }
    expect(entry).not.toHaveProperty('progressVolumes');
    expect(entry.score).toBe(world.get(entry.mediaId as number)!.score);
    // 'Exporting...' turns into the count after the download has started.
    await expect.poll(() => page.locator('#hohImport .hohExport .hohImportStatus').textContent(), { timeout: 60_000 }).toMatch(/^Exported \d+ entries to animelist_Demo\.json\.$/);

    await chooseFile(page, JSON_SECTION, text);
    await page.locator('#hohImport .hohPlan').waitFor({ timeout: 60_000 });
    expect(await page.locator('#hohImport .hohPlanSummary').textContent()).toBe(strings.planSummary(0, 0, world.size, 0));
    expect(await page.locator('#hohImport .hohStartImport').count()).toBe(0);
  });

  it('exports the manga list with volumes', async () => {
    const page = await signedIn();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.locator('#hohImport .hohExportManga').click()]);
    expect(download.suggestedFilename()).toBe(`mangalist_${DEMO}.json`);
    const file = JSON.parse(await downloadText(download)) as { type: string; lists: { entries: Record<string, unknown>[] }[] };
    expect(file.type).toBe('MANGA');
    expect(file.lists[0].entries[0]).toHaveProperty('progressVolumes');
  });
});

describe(`sign-in checks ('${MODULE_ID}')`, () => {
  it('signed out of the script: the spec message with the hint, no import tools, export still there', async () => {
    const page = await openImportPage(harness, { siteUser: DEMO });
    const note = page.locator('#hohImport .hohNotSignedIn');
    await note.waitFor({ timeout: 60_000 });
    expect(await note.locator('.hohImportError').textContent()).toBe(strings.notSignedIn);
    expect(await note.locator('.hoh-ui-hint').textContent()).toContain(strings.notSignedInHint);
    expect(await note.getByRole('link', { name: strings.settingsAppsLink }).getAttribute('href')).toBe('/settings/apps');
    expect(await page.locator(`#hohImport ${JSON_SECTION}, #hohImport ${AP_SECTION}`).count()).toBe(0);
    expect(await page.locator('#hohImport .hohExportAnime').isVisible()).toBe(true);
  });

  it('a site user who is not the script user gets the alert and nothing is imported', async () => {
    const page = await openImportPage(harness, { siteUser: 'Aoi', token: 'demo' });
    await page.locator(`#hohImport ${JSON_SECTION}`).waitFor({ timeout: 60_000 });
    const before = listSnapshot(harness, DEMO, 'ANIME');
    harness.clearRequests();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await chooseFile(page, JSON_SECTION, freshFixture('automail-anime-v1.json'));
    await expect.poll(() => alerts.length, { timeout: 60_000 }).toBe(1);
    await chooseFile(page, AP_SECTION, freshFixture('animeplanet-anime.json'));
    await expect.poll(() => alerts.length, { timeout: 60_000 }).toBe(2);
    expect(alerts).toEqual([strings.userMismatch('Aoi', DEMO), strings.userMismatch('Aoi', DEMO)]);
    expect(await page.locator('#hohImport .hohPlan, #hohImport .hohReview').count()).toBe(0);
    expect(harness.requests().filter((request) => /SaveMediaListEntry\(|ImportSearch|ListNotes/.test(request.operation))).toEqual([]);
    expect(listDiff(before, listSnapshot(harness, DEMO, 'ANIME'))).toEqual({ added: [], removed: [], changed: [] });
  });

  it("stands beside AniList's import sections, not inside its last one: headings flush with AniList's, in its size and weight, 30 px apart", async () => {
    const page = await signedIn();
    await page.locator(`#hohImport ${JSON_SECTION}`).waitFor({ timeout: 60_000 });
    const look = await page.evaluate(() => {
      const native = Array.from(document.querySelectorAll<HTMLElement>('.settings .import .section h2'));
      const ours = Array.from(document.querySelectorAll<HTMLElement>('#hohImport .hohImportSection > h2'));
      const font = (h: HTMLElement) => `${getComputedStyle(h).fontSize} ${getComputedStyle(h).fontWeight}`;
      const lastNative = native[native.length - 1];
      return {
        nativeLeft: native.map((h) => Math.round(h.getBoundingClientRect().left)),
        ourLeft: ours.map((h) => Math.round(h.getBoundingClientRect().left)),
        nativeFont: font(lastNative),
        ourFonts: ours.map(font),
        gap: Math.round(ours[0].getBoundingClientRect().top - document.querySelector('.settings .import')!.getBoundingClientRect().bottom),
      };
    });
    expect(look.ourLeft.length).toBe(3);
    expect(new Set([...look.nativeLeft, ...look.ourLeft]).size).toBe(1);
    expect(new Set(look.ourFonts)).toEqual(new Set([look.nativeFont]));
    expect(look.gap).toBe(30);
  });

  it('is keyboard reachable and fits at 500 px', async () => {
    const page = await signedIn();
    await page.setViewportSize({ width: 500, height: 900 });
    await page.locator(`#hohImport ${JSON_SECTION}`).waitFor({ timeout: 60_000 });
    const right = await page.locator('#hohImport').evaluate((el) => el.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(500);
    const reached = new Set<string>();
    for (let i = 0; i < 60 && reached.size < 3; i++) {
      await page.keyboard.press('Tab');
      const cls = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active?.closest('#hohImport')) return '';
        return active.closest('.hohImportSection')?.className ?? '';
      });
      if (cls) reached.add(cls.split(' ').find((c) => c.startsWith('hoh') && c !== 'hohImportSection') ?? cls);
    }
    expect([...reached].sort()).toEqual(['hohAnimePlanetImport', 'hohExport', 'hohOwnJsonImport']);
  });
});

describe(`page life ('${MODULE_ID}')`, () => {
  it('follows the dark theme and leaves nothing behind when the member navigates away', async () => {
    const page = await openImportPage(harness, { siteUser: DEMO, token: 'demo', theme: 'dark' });
    await page.locator(`#hohImport ${JSON_SECTION}`).waitFor({ timeout: 60_000 });
    // The section is drawn on AniList's own settings panel, in the theme's text colour.
    const section = await page.locator(`#hohImport ${JSON_SECTION}`).evaluate((el) => ({
      own: getComputedStyle(el).backgroundColor,
      panel: getComputedStyle(el.closest('.content')!).backgroundColor,
      heading: getComputedStyle(el.querySelector('h2')!).color,
    }));
    expect(section.own).toBe('rgba(0, 0, 0, 0)');
    expect(section.panel).toBe(await themeColour(page, '--color-foreground'));
    expect(section.heading).toBe(await themeColour(page, '--color-text'));
    await page.locator('.settings.container .nav a[href="/settings/apps"]').click();
    await page.locator('#hohSettings').waitFor({ timeout: 60_000 });
    expect(await page.locator('#hohImport').count()).toBe(0);
    expect(await page.locator('#hohImport, .hohReviewRow, .hohJob').count()).toBe(0);
  });
});
