// End to end (issue 26 part 3a): 'statsBias', the score bias table in More stats' Genres & Tags
// view. Off by default (no table, no request); on, its rows match the seeded world (the member's
// scores, the followed people's and AniList's average scores), it sorts and exports; an API
// error, a 429 in the middle of the load and a member who follows nobody are said clearly. The
// table reads public data only, so it works for a guest (no sign-in path to test).
import type { Download, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { World } from '../../sim/world/types.ts';
import { manifest } from '../../src/modules/statsBias/manifest.ts';
import { downloadText } from '../helpers/download.ts';
import { useHarness } from '../helpers/useHarness.ts';
import type { Harness } from '../helpers/harness.ts';
import { biasText, expectedBias, type ExpectedBiasRow } from '../helpers/statsBias.ts';
import { allLines, columnLabels, drawnLines, linesSettled, listedEntries, openMoreStats, tableSelector } from '../helpers/statsTables.ts';

const MODULE_ID = 'statsBias';
const USER = NOTABLE_USERS.demo;
const TIMEOUT = 120_000;
const BIAS = tableSelector('bias');
const ON = { settings: { [MODULE_ID]: true } };

vi.setConfig({ testTimeout: 300_000 });

const biasRequests = (harness: Harness) => harness.requests().filter((r) => /query StatsBias/.test(r.operation));
const active = (page: Page) => page.evaluate(() => window.automailDebug!.listActive());

function expectedRows(world: World, user: string = USER): ExpectedBiasRow[] {
  return expectedBias(world, user, [...listedEntries(world, user, 'ANIME'), ...listedEntries(world, user, 'MANGA')]);
}

const cellsOf = (row: ExpectedBiasRow) => [
  String(row.count),
  biasText(row.member),
  biasText(row.following),
  biasText(row.site),
  biasText(row.vsFollowing, true),
  biasText(row.vsFollowingSpread),
  biasText(row.vsSite, true),
  biasText(row.vsSiteSpread),
];

async function openGenres(harness: Harness, page: Page, user: string = USER): Promise<void> {
  await harness.goto(page, `/user/${user}/stats/anime/overview`);
  await openMoreStats(page, 'Genres & Tags');
  await page.waitForSelector(`#hohStats ${tableSelector('mixedGenres')}`, { timeout: TIMEOUT });
}

describe(`'${MODULE_ID}'`, () => {
  const harness = useHarness({}, { freshRateWindow: true });

  it('is off by default: Genres & Tags has no bias table and nothing is asked for it', async () => {
    const page = await harness.newPage();
    harness.clearRequests();
    await openGenres(harness, page);
    await linesSettled(page, 'mixedGenres');
    expect((await active(page)).modules).not.toContain(MODULE_ID);
    expect(await page.$('.hohStatsBias, .hohStatsExtra')).toBeNull();
    expect(await page.$(BIAS)).toBeNull();
    expect(biasRequests(harness)).toHaveLength(0);
    await page.close();
  });

  it("shows the world's figures per genre and tag, biggest difference from the site first, sorts and exports", async () => {
    const page = await harness.newPage(ON);
    harness.clearRequests();
    await openGenres(harness, page);
    expect((await active(page)).modules).toContain(MODULE_ID);
    await page.waitForSelector(`${BIAS} .hohStatsGrid`, { timeout: TIMEOUT });
    // The table sits in More stats' Genres & Tags view, after the mixed tables.
    expect(await page.$(`#hohGenres .hohStatsBias ${BIAS}`)).not.toBeNull();
    expect(await columnLabels(page, 'bias')).toEqual([
      'Genre or Tag', 'Count', 'Mean Score', 'Following Mean', 'Site Mean', 'vs Following', 'Following Spread', 'vs Site', 'Site Spread',
    ]);
    expect(await page.getAttribute(`${BIAS} .hohStatsTableTitle`, 'title')).toMatch(/ranks 60% or more.*standard deviation/);

    // What reached the API: Demo's follows, then the scored media 50 at a time.
    const world = harness.sim.world;
    const demoId = world.getUserByName(USER)!.id;
    const requests = biasRequests(harness);
    expect(requests[0].operation).toMatch(/query StatsBiasFollowing/);
    expect(requests[0].variables).toEqual({ userId: demoId });
    const scored = new Set([...listedEntries(world, USER, 'ANIME'), ...listedEntries(world, USER, 'MANGA')].filter((e) => e.scoreRaw > 0).map((e) => e.mediaId));
    const firsts = requests.filter((r) => r.variables?.withMedia === true);
    expect(firsts).toHaveLength(Math.ceil(scored.size / 50));
    expect(new Set(firsts.flatMap((r) => r.variables!.media as number[]))).toEqual(scored);
    expect(requests.every((r) => r.status === 200)).toBe(true);
    expect(new Set(firsts.flatMap((r) => r.variables!.users as number[]))).toEqual(new Set(world.followingOf(demoId).map((u) => u.id)));

    // Every row as the world says, in the order of the biggest difference from the site.
    const expected = expectedRows(world);
    const rows = (await allLines(page, 'bias')).filter((line) => line.kind === 'row');
    expect(rows.map((row) => row.name).sort()).toEqual(expected.map((row) => row.name).sort());
    const byName = new Map(expected.map((row) => [row.name, row]));
    for (const row of rows) expect(row.cells, row.name).toEqual(cellsOf(byName.get(row.name)!));
    const sizes = rows.map((row) => Math.abs(byName.get(row.name)!.vsSite ?? -1));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));

    // A known genre, plainly: Action over the media Demo scored.
    const action = byName.get('Genre: Action')!;
    expect(action.count).toBeGreaterThan(5);
    expect(rows.find((row) => row.name === 'Genre: Action')!.cells).toEqual(cellsOf(action));

    // Sorting: by the difference from the followed people (by size), then by name. The first line
    // drawn says the new order has arrived.
    const firstRow = async () => {
      await page.$eval(`${BIAS} .hohStatsScroll`, (box) => (box.scrollTop = 0));
      return (await drawnLines(page, 'bias')).find((line) => line.kind === 'row')?.name;
    };
    const followingSize = (name: string) => Math.abs(byName.get(name)!.vsFollowing ?? Number.NEGATIVE_INFINITY);
    const biggest = Math.max(...expected.map((row) => followingSize(row.name)));
    await page.click(`${BIAS} .hohStatsSort:has-text("vs Following")`);
    await page.waitForSelector(`${BIAS} [role="columnheader"][aria-sort="descending"]:has-text("vs Following")`);
    await expect.poll(async () => followingSize((await firstRow()) ?? ''), { timeout: 30_000 }).toBe(biggest);
    const byFollowing = (await allLines(page, 'bias')).filter((line) => line.kind === 'row');
    const followingSizes = byFollowing.map((row) => followingSize(row.name));
    expect(followingSizes).toEqual([...followingSizes].sort((a, b) => b - a));
    const alphabetical = expected.map((row) => row.name).sort(new Intl.Collator().compare);
    await page.click(`${BIAS} .hohStatsSort:has-text("Genre or Tag")`);
    await page.waitForSelector(`${BIAS} [role="columnheader"][aria-sort="ascending"]:has-text("Genre or Tag")`);
    await expect.poll(firstRow, { timeout: 30_000 }).toBe(alphabetical[0]);
    const byNameLines = (await allLines(page, 'bias')).filter((line) => line.kind === 'row').map((row) => row.name);
    expect(byNameLines).toEqual(alphabetical);

    // Exports, like the other tables'.
    const save = async (label: string) => {
      const [file] = await Promise.all([page.waitForEvent('download') as Promise<Download>, page.click(`${BIAS} button:has-text("${label}")`)]);
      return { name: file.suggestedFilename(), text: await downloadText(file) };
    };
    const csv = await save('Export CSV');
    expect(csv.name).toBe(`Score bias stats for ${USER}.csv`);
    const lines = csv.text.split('\n');
    expect(lines[0]).toBe('Kind,Name,Count,Mean Score,Following Mean,Site Mean,vs Following,Following Spread,vs Site,Site Spread');
    expect(lines).toHaveLength(expected.length + 1);
    const two = (value: number | null) => (value === null ? '' : String(Math.round(value * 100) / 100));
    expect(lines).toContain(
      ['Genre', 'Action', action.count, two(action.member), two(action.following), two(action.site), two(action.vsFollowing), two(action.vsFollowingSpread), two(action.vsSite), two(action.vsSiteSpread)].join(','),
    );
    const json = JSON.parse((await save('Export JSON')).text);
    expect(json).toMatchObject({ type: 'Score bias', user: USER, version: '1.00' });
    expect(json.data).toHaveLength(expected.length);
    expect(json.data.find((row: { name: string; kind: string }) => row.kind === 'genre' && row.name === 'Action')).toMatchObject({ count: action.count });
    await page.close();
  });

  it('says when the API answers with an error, and tries again on request', async () => {
    const page = await harness.newPage(ON);
    let fail = true;
    await page.route('https://graphql.anilist.co/**', async (route) => {
      if (fail && (route.request().postData() ?? '').includes('StatsBiasScores')) {
        await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Something went wrong', status: 400 }], data: null }) });
        return;
      }
      await route.fallback();
    });
    await openGenres(harness, page);
    await page.waitForSelector('.hohStatsBias .hohBiasMessage[role="alert"]', { timeout: TIMEOUT });
    expect(await page.textContent('.hohStatsBias .hohBiasMessage')).toBe('The score bias table could not be loaded: Something went wrong');
    expect(await page.$(BIAS)).toBeNull();
    // The rest of More stats is untouched.
    expect(await page.$(`#hohStats ${tableSelector('mixedTags')}`)).not.toBeNull();
    fail = false;
    await page.click('.hohStatsBias button:has-text("Try again")');
    await page.waitForSelector(`${BIAS} .hohStatsGrid`, { timeout: TIMEOUT });
    await page.close();
  });

  it('says so for a member who follows nobody: no following means, the site columns still', async () => {
    // The seeded world has no such member: one of Demo's follows stops following anyone for the test.
    const world = harness.sim.world;
    const loner = world.getUserByName('Aoi');
    expect(loner && !loner.private && listedEntries(world, loner.name, 'ANIME').some((e) => e.scoreRaw > 0)).toBe(true);
    const following = loner!.following;
    loner!.following = [];
    try {
      const page = await harness.newPage(ON);
      await openGenres(harness, page, loner!.name);
      await page.waitForSelector(`${BIAS} .hohStatsGrid`, { timeout: TIMEOUT });
      expect(await page.textContent(`${BIAS} .hohStatsNote`)).toBe(`${loner!.name} follows nobody, so there are no following means.`);
      const rows = (await allLines(page, 'bias')).filter((line) => line.kind === 'row');
      const expected = new Map(expectedRows(world, loner!.name).map((row) => [row.name, row]));
      expect(rows).toHaveLength(expected.size);
      for (const row of rows) {
        expect(row.cells, row.name).toEqual(cellsOf(expected.get(row.name)!));
        expect(row.cells[2]).toBe('-');
      }
      await page.close();
    } finally {
      loner!.following = following;
    }
  });

  it('comes and goes with its switch on Settings → Apps, while More stats stays', async () => {
    const page = await harness.newPage({ siteUser: USER });
    await openGenres(harness, page);
    expect(await page.$('.hohStatsBias')).toBeNull();
    // The member's other tab: the switch's row is offered (a module reads it) and turned on.
    const settings = await page.context().newPage();
    await harness.goto(settings, '/settings/apps');
    const box = settings.locator('#hohSettings').getByLabel(manifest.switch.description, { exact: true });
    await box.check({ timeout: TIMEOUT });
    await page.waitForSelector(`#hohGenres ${BIAS} .hohStatsGrid`, { timeout: TIMEOUT });
    await box.uncheck({ timeout: TIMEOUT });
    await page.waitForSelector('.hohStatsBias', { state: 'detached', timeout: TIMEOUT });
    expect(await page.$(`#hohStats ${tableSelector('mixedGenres')}`)).not.toBeNull();
    await settings.close();
    await page.close();
  });

  it('leaves nothing behind when the reader moves on', async () => {
    const page = await harness.newPage(ON);
    await openGenres(harness, page);
    await page.waitForSelector(`${BIAS} .hohStatsGrid`, { timeout: TIMEOUT });
    await page.evaluate((path) => (window as unknown as { __simNavigate(path: string): void }).__simNavigate(path), `/user/${USER}/`);
    await page.waitForURL(`https://anilist.co/user/${USER}/`);
    await expect.poll(async () => (await active(page)).modules, { timeout: 60_000 }).not.toContain(MODULE_ID);
    expect(await page.$('.hohStatsBias, .hohStatsExtra')).toBeNull();
    await page.close();
  });
});

describe(`'${MODULE_ID}' under a short rate-limit window`, () => {
  // A 20-request window of 3 s: a real 429 and its Retry-After within seconds (the page's budget,
  // taking the limit for a minute's, still lets the 15 or so requests of the load through quickly).
  const LIMIT = 20;
  const limited = useHarness({ rateLimit: LIMIT, rateWindowMs: 3_000 });

  it('waits out a 429 in the middle of the load and completes the table', async () => {
    const page = await limited.newPage(ON);
    await limited.goto(page, `/user/${USER}/stats/anime/overview`);
    limited.sim.resetRateLimit();
    limited.clearRequests();
    // Someone else uses up AniList's window just as the third request for scores is sent.
    let batches = 0;
    await page.route('https://graphql.anilist.co/**', async (route) => {
      if ((route.request().postData() ?? '').includes('StatsBiasScores') && ++batches === 3) {
        for (let i = 0; i < LIMIT; i++) {
          await fetch(`${limited.sim.url}/graphql`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Referer: 'https://example.org/' },
            body: JSON.stringify({ query: '{ GenreCollection }' }),
          });
        }
      }
      await route.fallback();
    });
    await openMoreStats(page, 'Genres & Tags');
    // Progress is shown while the batches go.
    await page.waitForSelector('.hohStatsBias .hohBiasMessage[role="status"]:has-text("batches of media")', { timeout: TIMEOUT });
    await page.waitForSelector(`${BIAS} .hohStatsGrid`, { timeout: 180_000 });
    const scores = biasRequests(limited).filter((r) => r.operation.includes('StatsBiasScores'));
    const refused = scores.findIndex((r) => r.status === 429);
    expect(refused).toBeGreaterThanOrEqual(0);
    const again = scores.slice(refused).filter((r) => JSON.stringify(r.variables) === JSON.stringify(scores[refused].variables));
    expect(again.length).toBeGreaterThan(1);
    expect(again[again.length - 1].status).toBe(200);
    // Every request ended in exactly one success.
    const answered = scores.filter((r) => r.status === 200).map((r) => JSON.stringify(r.variables));
    expect(new Set(answered).size).toBe(answered.length);
    expect(new Set(scores.map((r) => JSON.stringify(r.variables))).size).toBe(answered.length);
    const expected = expectedRows(limited.sim.world);
    const rows = (await allLines(page, 'bias')).filter((line) => line.kind === 'row');
    expect(rows).toHaveLength(expected.length);
    await page.close();
  }, 300_000);
});
