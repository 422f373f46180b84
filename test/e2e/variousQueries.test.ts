// End to end: the 'Various queries' panel of 'moreStats' on the simulator's /site-stats, from
// the built userscript in Chromium: how it is reached, and the media data checker (spec doc 2
// §4, §5, §9; algorithms.md 1d) against the probes of sim/world/seedChecker.ts (Linter's lists),
// its progress texts, Stop, leaving the page, an API error and a 429 in the middle of a run.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { CHECKER_USER, type CheckerProbe } from '../../sim/world/seedChecker.ts';
import { CHECKER_RULES } from '../../src/workers/checker/rules.ts';
import { checkerStrings } from '../../src/modules/moreStats/variousQueries/tools/checker.ts';
import { CHECKER_TEST_PACE_KEY } from '../../src/modules/moreStats/variousQueries/tools/checkerPace.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { allRows, checkboxStates, chooseQuery, errorText, openQueryPanel, PANEL, progress, refuseNth, run, running, setOption } from '../helpers/queryPanel.ts';

const MODULE_ID = 'moreStats';
const DEMO = NOTABLE_USERS.demo;

/** algorithms.md 1d, the catalogue's ✓ column: the rules on by default. */
const DEFAULT_ON = [
  'endBeforeStart', 'datesBefore1900', 'missingDates', 'invalidGenre', 'missingNative', 'noDuration', 'noCount',
  'unusualLength', 'synonymEqualsTitle', 'temporaryTitle', 'romajiInconsistencies', 'weirdSpacing', 'misspelling',
  'shortDescription', 'outdatedDescription',
];

const harness = useHarness({}, { freshRateWindow: true });

function probes(type: 'ANIME' | 'MANGA'): CheckerProbe[] {
  const world = harness.sim.world;
  const user = world.getUserByName(CHECKER_USER)!;
  return world.listEntries(user.id, type).map((entry) => world.getMedia(entry.mediaId)!).filter((media) => media.type === type)
    .map((media) => ({ rule: /^Kensa Purobu (\w+)/.exec(media.title.romaji)![1], mediaId: media.id, type }));
}

const description = (rule: string) => CHECKER_RULES.find((candidate) => candidate.id === rule)!.description;
const checkerRequests = () => harness.requests().filter((r) => /query Checker(UserList)?Page/.test(r.operation));

/** The last page of all manga by popularity, as the API itself says. */
async function mangaLastPage(): Promise<number> {
  const response = await fetch(`${harness.sim.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Referer: 'https://anilist.co/' },
    body: JSON.stringify({ query: '{Page{pageInfo{lastPage} media(type:MANGA,sort:POPULARITY_DESC){id}}}' }),
  });
  return ((await response.json()) as { data: { Page: { pageInfo: { lastPage: number } } } }).data.Page.pageInfo.lastPage;
}

async function openChecker(paceMs: number): Promise<Page> {
  const page = await openQueryPanel(harness, { siteUser: DEMO, token: 'demo', storage: { [CHECKER_TEST_PACE_KEY]: String(paceMs) } });
  await chooseQuery(page, 'checker');
  return page;
}

/** Stops a run that may be finishing on its own: the check and the click happen in one step in the page,
 *  so a run that ends between them (its Stop button disabled) is no failure. */
async function stopIfRunning(page: Page): Promise<void> {
  await page.$eval(`${PANEL} .hohVqStop`, (button) => {
    if (!(button as HTMLButtonElement).disabled) (button as HTMLButtonElement).click();
  });
}

async function checkList(page: Page, type: 'ANIME' | 'MANGA'): Promise<void> {
  await setOption(page, 'checker', 'type', type);
  await setOption(page, 'checker', 'scope', 'list');
  await setOption(page, 'checker', 'user', CHECKER_USER);
  await run(page);
  await expect.poll(() => progress(page), { timeout: 60_000 }).toMatch(/^Page 1 of 1\. Done/);
}

describe(`Various queries on /site-stats ('${MODULE_ID}')`, () => {
  it("is reached from the stats page's 'Site Stats' link and offers the tools in a dropdown", async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await harness.goto(page, `/user/${DEMO}/stats/anime/overview`);
    await page.click('.filter-wrap a.hohStatsTrigger[href="/site-stats"]', { timeout: 60_000 });
    await page.waitForURL('https://anilist.co/site-stats');
    await page.waitForSelector(`${PANEL} .hohVqSelect`, { timeout: 60_000 });
    expect(await page.$eval(`${PANEL} h2`, (h) => h.textContent)).toBe('Various queries');
    const labels = await page.$$eval(`${PANEL} .hohVqSelect option`, (options) => options.map((o) => o.textContent));
    expect(labels).toContain('Media data checker');
    // Below AniList's own statistics, not instead of them.
    // (siteStatsRandom adds its 'Current Activity' section after them.)
    expect(await page.$$eval('.site-stats section:not([class*="hoh"]) .heading h3', (hs) => hs.length)).toBe(6);
    await page.close();
  });

  it('shows every rule with its checkbox, on by the catalogue', async () => {
    const page = await openChecker(0);
    // The checker's options are drawn with the panel's render after the choice: wait for all of them.
    await expect.poll(async () => Object.keys(await checkboxStates(page, 'checker')), { timeout: 60_000 }).toHaveLength(40);
    const states = await checkboxStates(page, 'checker');
    expect(Object.entries(states).filter(([, on]) => on).map(([key]) => key.replace('rule:', '')).sort()).toEqual([...DEFAULT_ON].sort());
    const labels = await page.$$eval(`${PANEL} .hohVqCheckbox`, (boxes) => boxes.map((box) => box.textContent));
    expect(labels).toContain('Duplicated MAL ID');
    expect(labels).toContain('Likely outdated description');
    await page.close();
  });

  it("finds every probe of Linter's anime list with all rules on, each linked with its rule's description", async () => {
    const page = await openChecker(0);
    for (const rule of CHECKER_RULES) await setOption(page, 'checker', `rule:${rule.id}`, true);
    harness.clearRequests();
    await checkList(page, 'ANIME');
    const lines = await allRows(page);
    const expected = probes('ANIME');
    expect(lines).toHaveLength(expected.length);
    for (const probe of expected) {
      const line = lines.find((candidate) => candidate.hrefs.includes(`/anime/${probe.mediaId}`));
      expect(line, probe.rule).toBeDefined();
      expect(line!.text).toContain(description(probe.rule));
      expect(line!.text.startsWith('[TV] ')).toBe(true);
    }
    // The duplicated MAL id is caught across the run: the probe sharing it is not flagged itself.
    const duplicated = lines.filter((line) => line.text.includes('Duplicated MAL ID'));
    expect(duplicated).toHaveLength(1);
    const requests = checkerRequests();
    expect(requests).toHaveLength(1);
    expect(requests[0].variables).toMatchObject({ type: 'ANIME', page: 1, userName: CHECKER_USER });
    expect(requests[0].operation).toMatch(/sort:MEDIA_ID/);
    await page.close();
  });

  it("with the default rules finds only the manga probes of default rules, and the worker's request asks only for their fields", async () => {
    const page = await openChecker(0);
    harness.clearRequests();
    await checkList(page, 'MANGA');
    const lines = await allRows(page);
    const expected = probes('MANGA').filter((probe) => DEFAULT_ON.includes(probe.rule));
    expect(lines.map((line) => line.hrefs[0]).sort()).toEqual(expected.map((probe) => `/manga/${probe.mediaId}`).sort());
    for (const probe of expected) expect(lines.find((line) => line.hrefs[0] === `/manga/${probe.mediaId}`)!.text).toContain(description(probe.rule));
    const [request] = checkerRequests();
    expect(request.operation).not.toMatch(/bannerImage|hashtag|isAdult/);
    await page.close();
  });

  it("runs over all media page by page ('Page X of Y'), and Stop ends it", async () => {
    const last = await mangaLastPage();
    const page = await openChecker(300);
    await setOption(page, 'checker', 'type', 'MANGA');
    harness.clearRequests();
    await run(page);
    await expect.poll(() => progress(page), { timeout: 60_000 }).toBe(`Page 2 of ${last}`);
    expect(await running(page)).toBe(true);
    await page.click(`${PANEL} .hohVqStop`);
    await expect.poll(() => progress(page)).toMatch(/Stopped\.$/);
    const asked = checkerRequests().length;
    // Well past the pace: no page is asked for after Stop.
    await page.waitForTimeout(1_500);
    expect(checkerRequests().length).toBe(asked);
    expect(checkerRequests().every((r) => r.variables?.type === 'MANGA' && !('userName' in (r.variables ?? {})))).toBe(true);
    expect(checkerRequests().map((r) => r.variables?.page)).toEqual(Array.from({ length: asked }, (_, i) => i + 1));
    expect(await page.isEnabled(`${PANEL} .hohVqRun`)).toBe(true);
    await page.close();
  });

  it('stops when the page is left', async () => {
    const page = await openChecker(300);
    await setOption(page, 'checker', 'type', 'MANGA');
    harness.clearRequests();
    await run(page);
    await expect.poll(() => progress(page), { timeout: 60_000 }).toMatch(/^Page 2 of/);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/home'));
    await page.waitForURL('https://anilist.co/home');
    await page.waitForSelector(PANEL, { state: 'detached', timeout: 60_000 });
    const asked = checkerRequests().length;
    // The panel is gone (the run ended with the page): a window well past the pace for a page
    // that must not be asked for.
    await page.waitForTimeout(1_500);
    expect(checkerRequests().length).toBe(asked);
    await page.close();
  });

  it("says what went wrong when AniList refuses a page, and stops there", async () => {
    const page = await openChecker(0);
    await setOption(page, 'checker', 'type', 'MANGA');
    let seen = 0;
    await page.route('https://graphql.anilist.co/**', async (route) => {
      if ((route.request().postData() ?? '').includes('query CheckerPage') && ++seen === 2) {
        return route.fulfill({ status: 500, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify({ data: null, errors: [{ message: 'Internal Server Error', status: 500 }] }) });
      }
      return route.fallback();
    });
    await run(page);
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toContain('Internal Server Error');
    expect(await progress(page)).toMatch(/^Page 1 of \d+$/);
    expect(await running(page)).toBe(false);
    await page.close();
  });

  it("signed out, checks all media anonymously, and asks for a name for a list it cannot guess", async () => {
    const page = await openQueryPanel(harness, { storage: { [CHECKER_TEST_PACE_KEY]: '0' } });
    await chooseQuery(page, 'checker');
    await setOption(page, 'checker', 'scope', 'list');
    harness.clearRequests();
    await run(page);
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe(checkerStrings.noUser);
    expect(checkerRequests()).toHaveLength(0);
    await setOption(page, 'checker', 'user', CHECKER_USER);
    await run(page);
    await expect.poll(() => progress(page), { timeout: 60_000 }).toMatch(/^Page 1 of 1\. Done/);
    expect(checkerRequests().every((r) => r.token === null)).toBe(true);
    expect(await errorText(page)).toBeNull();
    await page.close();
  });

  it('waits out a 429 in the middle of a run and goes on', async () => {
    const page = await openChecker(0);
    await setOption(page, 'checker', 'type', 'MANGA');
    harness.clearRequests();
    let seen = 0;
    await page.route('https://graphql.anilist.co/**', async (route) => {
      if ((route.request().postData() ?? '').includes('query CheckerPage') && ++seen === 2) {
        return route.fulfill({ status: 429, contentType: 'application/json', headers: { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'Retry-After', 'retry-after': '1' }, body: JSON.stringify({ data: null, errors: [{ message: 'Too Many Requests.', status: 429 }] }) });
      }
      return route.fallback();
    });
    await run(page);
    // Page 3 or later (an idle machine runs all 41 pages at pace 0 between two polls).
    await expect.poll(() => progress(page), { timeout: 60_000 }).toMatch(/^Page ([3-9]|\d{2,}) of/);
    await stopIfRunning(page);
    expect(await errorText(page)).toBeNull();
    // Page 2 reached the simulator once, after the refusal.
    expect(checkerRequests().filter((r) => r.variables?.page === 2 && r.status === 200)).toHaveLength(1);
    await page.close();
  });

  it('says while it stands still on the rate limit, and goes on after it', async () => {
    const page = await openChecker(0);
    await setOption(page, 'checker', 'type', 'MANGA');
    // One 429 asking for 8 s: long enough to be read, short for a test.
    await refuseNth(page, 'query CheckerPage', 2, 429, 8);
    const wait = () => page.$eval(PANEL, (panel) => panel.querySelector('.hohVqWait')?.textContent ?? null);
    await run(page);
    await expect.poll(wait, { timeout: 60_000 }).toMatch(/^Waiting for AniList's rate limit: going on in [1-8] s\.$/);
    // After the wait the run goes on, and the line is gone.
    await expect.poll(() => progress(page), { timeout: 60_000 }).toMatch(/^Page ([3-9]|\d{2,}) of/);
    await expect.poll(wait).toBeNull();
    await stopIfRunning(page);
    await page.close();
  });
});
