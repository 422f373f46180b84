// End to end: the search tools of the 'Various queries' panel ('moreStats', /site-stats), from the
// built userscript in Chromium, against the seeded world: Find a status, Find a message, Most liked
// status posts (sim/world/seedVariousQueries.ts), First activity (the merged first activity of
// sim/world/seedQueriesSearch.ts), Rank, Hidden entries, Notification count and Related media not
// on the list (the generated lists). Each test works out what the user must see from the world,
// then checks the progress texts, Stop where a run lasts, and the failure paths (signed out, API
// error, 429 in the middle of a run, bad input).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { Activity } from '../../sim/world/types.ts';
import { messageNeedleIndexes, POST_NEEDLES, SEEDED_MESSAGES, SEEDED_STATUS_POSTS, statusNeedleIndexes, VARIOUS_QUERIES_USER } from '../../sim/world/seedVariousQueries.ts';
import { NOTIFICATIONS_NEED_SIGN_IN } from '../../src/core/messages.ts';
import { firstActivityStrings } from '../../src/modules/moreStats/variousQueries/tools/firstActivity.ts';
import { NO_POSTS_FOUND } from '../../src/modules/moreStats/variousQueries/tools/postSearchTool.ts';
import { QUERY_PACE_TEST_KEY } from '../../src/modules/moreStats/variousQueries/tools/toolKit.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { allRows, chooseQuery, delayOperation, errorText, openQueryPanel, PANEL, progress, recordProgress, refuseNth, run, running, setOption, type ShownLine } from '../helpers/queryPanel.ts';

const MODULE_ID = 'moreStats';
const DEMO = NOTABLE_USERS.demo;
const ITEMS = '.hohVqItems > li';
const TABLE_ROWS = '.hohVqTable tbody tr[aria-rowindex]';

const harness = useHarness({}, { freshRateWindow: true });

/** Demo signed in on the site and to the script; the paced tools at `paceMs` between steps. */
const openDemo = (paceMs = 0, extra: Parameters<typeof openQueryPanel>[1] = {}) =>
  openQueryPanel(harness, { siteUser: DEMO, token: 'demo', storage: { [QUERY_PACE_TEST_KEY]: String(paceMs) }, ...extra });

async function runQuery(page: Page, id: string, options: Record<string, string | boolean>): Promise<void> {
  await chooseQuery(page, id);
  for (const [key, value] of Object.entries(options)) await setOption(page, id, key, value);
  await run(page);
}

const sent = (marker: string) => harness.requests().filter((r) => r.operation.includes(marker));
const idOf = (href: string) => Number(/\/(\d+)\/?$/.exec(href)![1]);
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

function userId(name: string): number {
  return harness.sim.world.getUserByName(name)!.id;
}

/** The posts of one kind on a user's profile, as AniList keeps them. */
function postsOf(name: string, type: 'TEXT' | 'MESSAGE'): Activity[] {
  const id = userId(name);
  return harness.sim.world.activities().filter((a) => a.type === type && (a.type === 'MESSAGE' ? a.recipientId : a.userId) === id);
}

const bodyOf = (a: Activity) => (a.type === 'TEXT' ? a.text : a.type === 'MESSAGE' ? a.message : '');

/** The activity links of the shown items, in the order shown. */
const shownActivities = (rows: ShownLine[]) => rows.map((row) => idOf(row.hrefs[0]));

describe(`Various queries: Find a status ('${MODULE_ID}', 'findStatus')`, () => {
  it("finds the seeded needles among all of a user's status posts, newest first, reading the later pages in parallel", async () => {
    const posts = postsOf(VARIOUS_QUERIES_USER, 'TEXT');
    expect(posts.length).toBeGreaterThanOrEqual(SEEDED_STATUS_POSTS);
    const expected = posts.filter((p) => bodyOf(p).toLowerCase().includes(POST_NEEDLES.status)).sort(byId).reverse();
    expect(expected).toHaveLength(statusNeedleIndexes().length);
    const page = await openDemo();
    const log = await recordProgress(page);
    harness.clearRequests();
    await runQuery(page, 'findStatus', { user: VARIOUS_QUERIES_USER, search: POST_NEEDLES.status });
    await expect.poll(() => progress(page), { timeout: 60_000 }).toBe(`Searching status post ${posts.length}/${posts.length}`);
    await expect.poll(async () => shownActivities(await allRows(page, ITEMS)), { timeout: 60_000 }).toEqual(expected.map((p) => p.id));
    const rows = await allRows(page, ITEMS);
    for (const row of rows) expect(row.text).toContain(POST_NEEDLES.status);
    expect((await log.shown())[0]).toBe('Loading...');
    expect((await log.shown()).filter((text) => text.startsWith('Searching status post')).length).toBeGreaterThan(1);
    // Page 1 first (it tells how many pages), then every later page once.
    const pages = sent('query VqUserPosts').map((r) => r.variables?.page);
    expect(pages[0]).toBe(1);
    expect([...pages].sort()).toEqual(Array.from({ length: Math.ceil(posts.length / 50) }, (_, i) => i + 1));
    expect(sent('query VqUserPosts').every((r) => r.variables?.type === 'TEXT' && r.variables?.userId === userId(VARIOUS_QUERIES_USER))).toBe(true);
    await page.close();
  });

  it('searches with a regular expression, and says when nothing matches', async () => {
    const posts = postsOf(VARIOUS_QUERIES_USER, 'TEXT');
    const pattern = '^rewatching .*\\(#\\d*7\\)$';
    const matcher = new RegExp(pattern, 'i');
    const expected = posts.filter((p) => matcher.test(bodyOf(p))).sort(byId).reverse();
    expect(expected.length).toBeGreaterThan(0);
    const page = await openDemo();
    await runQuery(page, 'findStatus', { user: VARIOUS_QUERIES_USER, search: pattern, regex: true });
    await expect.poll(() => progress(page), { timeout: 60_000 }).toBe(`Searching status post ${posts.length}/${posts.length}`);
    // The virtual list draws its rows once it has measured its box (a render of its own): wait for them.
    await expect.poll(async () => shownActivities(await allRows(page, ITEMS)), { timeout: 60_000 }).toEqual(expected.map((p) => p.id));
    // The same text without the regular expression switch is searched literally: nothing has it.
    await setOption(page, 'findStatus', 'regex', false);
    await run(page);
    await expect.poll(() => page.locator(`${PANEL} .hohVqMessage`).textContent(), { timeout: 60_000 }).toBe(NO_POSTS_FOUND);
    await page.close();
  });

  it('refuses an invalid regular expression before asking AniList, and names an unknown user', async () => {
    const page = await openDemo();
    harness.clearRequests();
    await runQuery(page, 'findStatus', { user: VARIOUS_QUERIES_USER, search: 'okono(miyaki', regex: true });
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toMatch(/^Error: .*(regular expression|Unterminated group)/i);
    expect(sent('query VqUser')).toHaveLength(0);
    await setOption(page, 'findStatus', 'regex', false);
    await setOption(page, 'findStatus', 'user', 'NoSuchMemberAtAll');
    await run(page);
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: User "NoSuchMemberAtAll" not found.');
    expect(sent('query VqUserPosts')).toHaveLength(0);
    await page.close();
  });

  it("signed out of the script, searches the site user's own posts; signed out of the site too, asks for a name", async () => {
    const page = await openQueryPanel(harness, { siteUser: VARIOUS_QUERIES_USER });
    const posts = postsOf(VARIOUS_QUERIES_USER, 'TEXT');
    harness.clearRequests();
    await runQuery(page, 'findStatus', { search: POST_NEEDLES.status });
    await expect.poll(() => progress(page), { timeout: 60_000 }).toBe(`Searching status post ${posts.length}/${posts.length}`);
    await expect.poll(() => allRows(page, ITEMS), { timeout: 60_000 }).toHaveLength(statusNeedleIndexes().length);
    expect(sent('query VqUserPosts').every((r) => r.token === null)).toBe(true);
    await page.close();
    const anonymous = await openQueryPanel(harness);
    await runQuery(anonymous, 'findStatus', { search: POST_NEEDLES.status });
    await expect.poll(() => errorText(anonymous), { timeout: 60_000 }).toBe('Error: Enter a user name.');
    await anonymous.close();
  });

  it('Stop ends the search with the hits of the pages read so far', async () => {
    const posts = postsOf(VARIOUS_QUERIES_USER, 'TEXT');
    // Page 1 holds the newest 50 posts (ID_DESC): the needles among them are all Stop leaves shown.
    const firstPage = posts.slice().sort(byId).reverse().slice(0, 50);
    const early = firstPage.filter((p) => bodyOf(p).includes(POST_NEEDLES.status));
    expect(early.length).toBeGreaterThan(0);
    const page = await openDemo();
    const heldOver = await delayOperation(page, 'query VqUserPosts', 2, 3_000);
    await runQuery(page, 'findStatus', { user: VARIOUS_QUERIES_USER, search: POST_NEEDLES.status });
    await expect.poll(() => progress(page), { timeout: 60_000 }).toBe(`Searching status post 50/${posts.length}`);
    expect(await running(page)).toBe(true);
    await page.click(`${PANEL} .hohVqStop`);
    await expect.poll(() => progress(page)).toBe(`Searching status post 50/${posts.length} Stopped.`);
    expect(await page.isEnabled(`${PANEL} .hohVqRun`)).toBe(true);
    // Stop called off the held pages: nothing changes afterwards. Once the held page is over
    // (called off, or its answer back unheard), a short window for anything it would still change.
    await expect.poll(heldOver, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
    await page.waitForTimeout(500);
    expect(await progress(page)).toBe(`Searching status post 50/${posts.length} Stopped.`);
    expect(shownActivities(await allRows(page, ITEMS))).toEqual(early.map((p) => p.id));
    await page.close();
  });

  it('says what went wrong when AniList refuses a page', async () => {
    const page = await openDemo();
    await refuseNth(page, 'query VqUserPosts', 2, 500);
    await runQuery(page, 'findStatus', { user: VARIOUS_QUERIES_USER, search: POST_NEEDLES.status });
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: Internal Server Error');
    expect(await running(page)).toBe(false);
    await page.close();
  });

  it('waits out a 429 in the middle of the run and finds every needle', async () => {
    const posts = postsOf(VARIOUS_QUERIES_USER, 'TEXT');
    const page = await openDemo();
    const refused = await refuseNth(page, 'query VqUserPosts', 3, 429);
    await runQuery(page, 'findStatus', { user: VARIOUS_QUERIES_USER, search: POST_NEEDLES.status });
    await expect.poll(() => progress(page), { timeout: 60_000 }).toBe(`Searching status post ${posts.length}/${posts.length}`);
    expect(refused()).toBeGreaterThan(3);
    expect(await errorText(page)).toBeNull();
    await expect.poll(() => allRows(page, ITEMS), { timeout: 60_000 }).toHaveLength(statusNeedleIndexes().length);
    await page.close();
  });
});

describe(`Various queries: Find a message ('${MODULE_ID}', 'findMessage')`, () => {
  it("finds the seeded needles among the messages on a user's profile, by text and by regular expression", async () => {
    const messages = postsOf(VARIOUS_QUERIES_USER, 'MESSAGE');
    expect(messages.length).toBeGreaterThanOrEqual(SEEDED_MESSAGES);
    const expected = messages.filter((m) => bodyOf(m).toLowerCase().includes(POST_NEEDLES.message)).sort(byId).reverse();
    expect(expected).toHaveLength(messageNeedleIndexes().length);
    const page = await openDemo();
    const log = await recordProgress(page);
    harness.clearRequests();
    await runQuery(page, 'findMessage', { user: VARIOUS_QUERIES_USER, search: POST_NEEDLES.message });
    await expect.poll(() => progress(page), { timeout: 60_000 }).toBe(`Searching message post ${messages.length}/${messages.length}`);
    await expect.poll(async () => shownActivities(await allRows(page, ITEMS)), { timeout: 60_000 }).toEqual(expected.map((m) => m.id));
    const rows = await allRows(page, ITEMS);
    // Each hit is headed by its sender.
    expect(rows.map((row) => row.text.split(',')[0])).toEqual(expected.map((m) => (m.type === 'MESSAGE' ? harness.sim.world.getUserById(m.messengerId)!.name : '')));
    expect((await log.shown()).some((text) => /^Searching message post \d+\/\d+$/.test(text))).toBe(true);
    expect(sent('query VqUserPosts').every((r) => r.variables?.type === 'MESSAGE')).toBe(true);
    // A regular expression over the same messages: the needle or a birthday.
    const pattern = `${POST_NEEDLES.message}|birthday`;
    const matcher = new RegExp(pattern, 'i');
    await setOption(page, 'findMessage', 'search', pattern);
    await setOption(page, 'findMessage', 'regex', true);
    await run(page);
    const both = messages.filter((m) => matcher.test(bodyOf(m))).sort(byId).reverse();
    await expect.poll(async () => shownActivities(await allRows(page, ITEMS)), { timeout: 60_000 }).toEqual(both.map((m) => m.id));
    await page.close();
  });

  it('says what went wrong when AniList refuses the first page, and names an unknown user', async () => {
    const page = await openDemo();
    await refuseOperation(page, 'query VqUserPosts', { status: 500 });
    await runQuery(page, 'findMessage', { user: VARIOUS_QUERIES_USER, search: POST_NEEDLES.message });
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: Internal Server Error');
    expect(await page.$(`${PANEL} .hohVqItems`)).toBeNull();
    await setOption(page, 'findMessage', 'user', 'NoSuchMemberAtAll');
    await run(page);
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: User "NoSuchMemberAtAll" not found.');
    await page.close();
  });

  it('waits out a 429 in the middle of the run and goes on', async () => {
    const messages = postsOf(VARIOUS_QUERIES_USER, 'MESSAGE');
    const page = await openDemo();
    await refuseNth(page, 'query VqUserPosts', 2, 429);
    await runQuery(page, 'findMessage', { user: VARIOUS_QUERIES_USER, search: POST_NEEDLES.message });
    await expect.poll(() => progress(page), { timeout: 60_000 }).toBe(`Searching message post ${messages.length}/${messages.length}`);
    expect(await errorText(page)).toBeNull();
    await expect.poll(() => allRows(page, ITEMS), { timeout: 60_000 }).toHaveLength(messageNeedleIndexes().length);
    await page.close();
  });
});

describe(`Various queries: Most liked status posts ('${MODULE_ID}', 'mostLiked')`, () => {
  it("shows the user's 20 most liked status posts, most likes first, with their counts", async () => {
    const posts = postsOf(VARIOUS_QUERIES_USER, 'TEXT');
    const expected = posts.slice().sort((a, b) => b.likes.length - a.likes.length || b.id - a.id).slice(0, 20);
    const page = await openDemo();
    const log = await recordProgress(page);
    await runQuery(page, 'mostLiked', { user: VARIOUS_QUERIES_USER });
    await expect.poll(async () => (await allRows(page, ITEMS)).length, { timeout: 60_000 }).toBe(20);
    const rows = await allRows(page, ITEMS);
    expect(shownActivities(rows)).toEqual(expected.map((p) => p.id));
    rows.forEach((row, i) => expect(row.text.startsWith(`${expected[i].likes.length} ${expected[i].likes.length === 1 ? 'like' : 'likes'}`)).toBe(true));
    expect(await progress(page)).toBe(`Searching status post ${posts.length}/${posts.length}`);
    expect((await log.shown())[0]).toBe('Loading...');
    await page.close();
  });

  it('says what went wrong on an API error, and waits out a 429', async () => {
    const page = await openDemo();
    const refused = await refuseOperation(page, 'query VqUserId', { status: 500, times: 1 });
    await runQuery(page, 'mostLiked', { user: VARIOUS_QUERIES_USER });
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: Internal Server Error');
    expect(refused()).toBe(1);
    await refuseNth(page, 'query VqUserPosts', 2, 429);
    await run(page);
    await expect.poll(async () => (await allRows(page, ITEMS)).length, { timeout: 60_000 }).toBe(20);
    expect(await errorText(page)).toBeNull();
    await page.close();
  });
});

describe(`Various queries: First activity ('${MODULE_ID}', 'firstActivity')`, () => {
  const utc = (seconds: number) => new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 16);

  it("links a user's oldest activity and dates it by the 15 activity ids that follow it", async () => {
    // sim/world/seedQueriesSearch.ts: the lowest id is a merged list activity, dated after the ids that follow it.
    const world = harness.sim.world;
    const [first] = world.activities().slice().sort(byId);
    if (first.type !== 'ANIME_LIST') throw new Error('the seeded first activity is an anime list activity');
    const owner = world.getUserById(first.userId)!;
    const following = world.activities().filter((a) => a.id > first.id && a.id <= first.id + 15);
    expect(following.length).toBeLessThan(15);
    const earliest = following.reduce((a, b) => (b.createdAt < a.createdAt ? b : a));
    expect(earliest.createdAt).toBeLessThan(first.createdAt);
    const page = await openDemo();
    const log = await recordProgress(page);
    harness.clearRequests();
    await runQuery(page, 'firstActivity', { user: owner.name });
    await expect.poll(async () => (await allRows(page)).length, { timeout: 60_000 }).toBe(3);
    const rows = await allRows(page);
    expect(rows[0].text.startsWith(firstActivityStrings.heading(owner.name))).toBe(true);
    expect(rows[0].hrefs).toEqual([`/activity/${first.id}`]);
    expect(rows[0].text).toContain(world.getMedia(first.mediaId)!.title.romaji);
    expect(rows[1].text).toBe(`${utc(first.createdAt)} UTC`);
    expect(rows[2].text).toBe(firstActivityStrings.earlier(utc(earliest.createdAt), earliest.id));
    expect(await log.shown()).toEqual(['Loading...', firstActivityStrings.probing]);
    const [probe] = sent('query VqActivityProbes');
    expect(probe.variables?.ids).toEqual(Array.from({ length: 15 }, (_, i) => first.id + i + 1));
    await page.close();
  });

  it('keeps the date when nothing after the first activity is older', async () => {
    const world = harness.sim.world;
    const owner = world.getUserByName(VARIOUS_QUERIES_USER)!;
    const mine = world.activities().filter((a) => (a.type === 'MESSAGE' ? a.recipientId : a.userId) === owner.id).sort(byId)[0];
    const following = world.activities().filter((a) => a.id > mine.id && a.id <= mine.id + 15);
    expect(following.every((a) => a.createdAt >= mine.createdAt)).toBe(true);
    const page = await openDemo();
    await runQuery(page, 'firstActivity', { user: VARIOUS_QUERIES_USER });
    await expect.poll(async () => (await allRows(page)).length, { timeout: 60_000 }).toBe(3);
    const rows = await allRows(page);
    expect(rows[0].hrefs).toEqual([`/activity/${mine.id}`]);
    expect(rows[2].text).toBe(firstActivityStrings.confirmed(following.length));
    await page.close();
  });

  it('names an unknown user, and says what went wrong when the probe is refused', async () => {
    const page = await openDemo();
    await runQuery(page, 'firstActivity', { user: 'NoSuchMemberAtAll' });
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: User "NoSuchMemberAtAll" not found.');
    await refuseOperation(page, 'query VqActivityProbes', { status: 500 });
    await setOption(page, 'firstActivity', 'user', DEMO);
    await run(page);
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: Internal Server Error');
    await page.close();
  });
});

/** The ranking as AniList pages it (50 a page), read in full from the simulator: the place of `name`. */
async function rankOf(name: string, sort: 'WATCHED_TIME_DESC' | 'CHAPTERS_READ_DESC'): Promise<{ rank: number; page: number }> {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${harness.sim.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Referer: 'https://anilist.co/' },
      body: JSON.stringify({ query: `{Page(page:${page},perPage:50){users(sort:[${sort}]){name}}}` }),
    });
    const users = ((await response.json()) as { data: { Page: { users: { name: string }[] } } }).data.Page.users;
    if (users.length === 0) break;
    names.push(...users.map((user) => user.name));
  }
  harness.sim.resetRateLimit();
  const index = names.indexOf(name);
  expect(index).toBeGreaterThanOrEqual(0);
  return { rank: index + 1, page: Math.floor(index / 50) + 1 };
}

describe(`Various queries: Rank ('${MODULE_ID}', 'rank')`, () => {
  for (const [type, sort, start, measure] of [
    ['ANIME', 'WATCHED_TIME_DESC', 1000, 'time watched'],
    ['MANGA', 'CHAPTERS_READ_DESC', 500, 'chapters read'],
  ] as const) {
    it(`finds Demo's place by ${measure}, searching from page ${start}, 50 a page`, async () => {
      const expected = await rankOf(DEMO, sort);
      const page = await openDemo();
      const log = await recordProgress(page);
      harness.clearRequests();
      await runQuery(page, 'rank', { type });
      await expect.poll(async () => (await allRows(page)).map((row) => row.text), { timeout: 60_000 }).toEqual([`${DEMO} is #${expected.rank} by ${measure} (page ${expected.page}).`]);
      const pages = sent('query VqRankPage').map((r) => r.variables?.page);
      expect(pages[0]).toBe(start);
      expect(pages).toContain(expected.page);
      expect(sent('query VqRankPage').every((r) => JSON.stringify(r.variables?.sort) === JSON.stringify([sort]))).toBe(true);
      const shown = await log.shown();
      expect(shown[0]).toBe('Loading...');
      expect(shown).toContain(`Searching page ${start}`);
      expect(shown).toContain(`Searching page ${expected.page}`);
      await page.close();
    });
  }

  it('Stop ends the search between two ranking pages', async () => {
    const page = await openDemo();
    const heldOver = await delayOperation(page, 'query VqRankPage', 2, 2_000);
    harness.clearRequests();
    await runQuery(page, 'rank', { type: 'ANIME' });
    await expect.poll(() => progress(page), { timeout: 60_000 }).toBe('Searching page 500');
    await page.click(`${PANEL} .hohVqStop`);
    await expect.poll(() => progress(page)).toBe('Searching page 500 Stopped.');
    // Once page 500's held request is over (called off, or its answer back unheard), a short
    // window for a next page it would still ask for.
    await expect.poll(heldOver, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
    await page.waitForTimeout(500);
    // Page 1000 was read; page 500, held back, was called off (or answered unheard): nothing after it.
    const pages = sent('query VqRankPage').map((r) => r.variables?.page);
    expect(pages[0]).toBe(1000);
    expect(pages.every((p) => p === 1000 || p === 500)).toBe(true);
    expect(await progress(page)).toBe('Searching page 500 Stopped.');
    expect(await page.$(`${PANEL} .hohVqLines`)).toBeNull();
    await page.close();
  });

  it('names an unknown user, says what went wrong on an API error, and waits out a 429 mid-search', async () => {
    const expected = await rankOf(DEMO, 'WATCHED_TIME_DESC');
    const page = await openDemo();
    await runQuery(page, 'rank', { user: 'NoSuchMemberAtAll' });
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: User "NoSuchMemberAtAll" not found.');
    await refuseNth(page, 'query VqRankPage', 1, 500);
    await setOption(page, 'rank', 'user', DEMO);
    await run(page);
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: Internal Server Error');
    // The refused page was not kept: the next run asks again, and a 429 on its third page is waited out.
    await refuseNth(page, 'query VqRankPage', 3, 429);
    await run(page);
    await expect.poll(async () => (await allRows(page)).map((row) => row.text), { timeout: 60_000 }).toEqual([`${DEMO} is #${expected.rank} by time watched (page ${expected.page}).`]);
    expect(await errorText(page)).toBeNull();
    await page.close();
  });
});

describe(`Various queries: Hidden entries ('${MODULE_ID}', 'hiddenEntries')`, () => {
  function expectedHidden(type: 'ANIME' | 'MANGA') {
    const world = harness.sim.world;
    const entries = world.listEntries(userId(DEMO), type);
    return {
      pages: Math.ceil(entries.length / 50),
      hidden: entries.filter((e) => e.hiddenFromStatusLists).map((e) => e.mediaId).sort((a, b) => a - b),
    };
  }

  for (const type of ['ANIME', 'MANGA'] as const) {
    it(`lists the ${type.toLowerCase()} entries Demo hid from the status lists, reading page by page`, async () => {
      const { pages, hidden } = expectedHidden(type);
      expect(hidden.length).toBeGreaterThan(0);
      const page = await openDemo();
      const log = await recordProgress(page);
      harness.clearRequests();
      await runQuery(page, 'hiddenEntries', { type });
      await expect.poll(() => progress(page), { timeout: 60_000 }).toBe(`Page ${pages} of ${pages}`);
      await expect.poll(async () => (await allRows(page, TABLE_ROWS)).length, { timeout: 60_000 }).toBe(hidden.length);
      const rows = await allRows(page, TABLE_ROWS);
      const path = type === 'ANIME' ? 'anime' : 'manga';
      expect(rows.map((row) => idOf(row.hrefs[0])).sort((a, b) => a - b)).toEqual(hidden);
      for (const row of rows) expect(row.hrefs[0]).toMatch(new RegExp(`^/${path}/\\d+/$`));
      expect(sent('query VqListPage').map((r) => r.variables?.page)).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
      const shown = await log.shown();
      expect(shown).toContain('Page 1 of ' + pages);
      await page.close();
    });
  }

  it('pauses between pages, and Stop ends the run there', async () => {
    const { pages } = expectedHidden('ANIME');
    const page = await openDemo(400);
    harness.clearRequests();
    await runQuery(page, 'hiddenEntries', { type: 'ANIME' });
    await expect.poll(() => progress(page), { timeout: 60_000 }).toBe(`Page 2 of ${pages}`);
    expect(await running(page)).toBe(true);
    await page.click(`${PANEL} .hohVqStop`);
    await expect.poll(() => progress(page)).toMatch(/^Page \d+ of \d+ Stopped\.$/);
    const asked = sent('query VqListPage').length;
    expect(asked).toBeLessThan(pages);
    // The line says Stopped: a window past the 400 ms pause for a page that must not follow.
    await page.waitForTimeout(1_200);
    expect(sent('query VqListPage').length).toBe(asked);
    expect(await page.isEnabled(`${PANEL} .hohVqRun`)).toBe(true);
    await page.close();
  });

  it('waits out a 429 in the middle of the run and finishes; a refused page ends it with the error; names an unknown user', async () => {
    const { pages, hidden } = expectedHidden('ANIME');
    const page = await openDemo();
    await refuseNth(page, 'query VqListPage', 3, 429);
    await runQuery(page, 'hiddenEntries', { type: 'ANIME' });
    await expect.poll(() => progress(page), { timeout: 60_000 }).toBe(`Page ${pages} of ${pages}`);
    expect(await errorText(page)).toBeNull();
    await expect.poll(async () => (await allRows(page, TABLE_ROWS)).length, { timeout: 60_000 }).toBe(hidden.length);
    await page.close();
    const failing = await openDemo();
    await refuseNth(failing, 'query VqListPage', 2, 500);
    await runQuery(failing, 'hiddenEntries', { type: 'ANIME' });
    await expect.poll(() => errorText(failing), { timeout: 60_000 }).toBe('Error: Internal Server Error');
    expect(await progress(failing)).toBe(`Page 1 of ${pages}`);
    expect(await failing.$(`${PANEL} .hohVqTable`)).toBeNull();
    await setOption(failing, 'hiddenEntries', 'user', 'NoSuchMemberAtAll');
    await run(failing);
    await expect.poll(() => errorText(failing), { timeout: 60_000 }).toBe('Error: User "NoSuchMemberAtAll" not found.');
    await failing.close();
  });
});

describe(`Various queries: Notification count ('${MODULE_ID}', 'notificationCount')`, () => {
  it("counts the signed-in user's notifications with the script's token", async () => {
    const total = harness.sim.world.notificationsFor(userId(DEMO)).length;
    const page = await openDemo();
    const log = await recordProgress(page);
    harness.clearRequests();
    await runQuery(page, 'notificationCount', {});
    await expect.poll(() => page.locator(`${PANEL} .hohVqMessage`).textContent(), { timeout: 60_000 }).toBe(`${total} notifications in total`);
    expect(await log.shown()).toEqual(['Loading...']);
    const [request] = sent('query VqNotificationTotal');
    expect(request.token).not.toBeNull();
    await page.close();
  });

  it("signed out of the script, says so in the spec's words and asks nothing", async () => {
    const page = await openQueryPanel(harness, { siteUser: DEMO });
    harness.clearRequests();
    await runQuery(page, 'notificationCount', {});
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe(NOTIFICATIONS_NEED_SIGN_IN);
    expect(sent('query VqNotificationTotal')).toHaveLength(0);
    await page.close();
  });

  it('says what went wrong when AniList refuses, and waits out a 429', async () => {
    const total = harness.sim.world.notificationsFor(userId(DEMO)).length;
    const page = await openDemo();
    await refuseNth(page, 'query VqNotificationTotal', 1, 500);
    await runQuery(page, 'notificationCount', {});
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: Internal Server Error');
    await refuseNth(page, 'query VqNotificationTotal', 1, 429);
    await run(page);
    await expect.poll(() => page.locator(`${PANEL} .hohVqMessage`).textContent(), { timeout: 60_000 }).toBe(`${total} notifications in total`);
    await page.close();
  });
});

describe(`Various queries: Related media not on the list ('${MODULE_ID}', 'relatedNotOnList')`, () => {
  /** The related media of the given types that are missing from the list (private entries count for their owner). */
  function expectedRelated(name: string, type: 'ANIME' | 'MANGA', types: readonly string[], withPrivate: boolean): number[] {
    const world = harness.sim.world;
    const entries = world.listEntries(userId(name), type).filter((e) => withPrivate || !e.private);
    const listed = new Set(entries.map((e) => e.mediaId));
    const missing = new Set<number>();
    for (const entry of entries) {
      for (const relation of world.getMedia(entry.mediaId)!.relations) {
        const media = world.getMedia(relation.mediaId);
        if (media && types.includes(media.type) && !listed.has(media.id)) missing.add(media.id);
      }
    }
    return [...missing].sort((a, b) => a - b);
  }

  it("lists the related anime missing from Demo's own list (private entries count), and with the other type the adaptations too", async () => {
    const expected = expectedRelated(DEMO, 'ANIME', ['ANIME'], true);
    expect(expected.length).toBeGreaterThan(0);
    const page = await openDemo();
    const log = await recordProgress(page);
    await runQuery(page, 'relatedNotOnList', { type: 'ANIME' });
    await expect.poll(async () => (await allRows(page, TABLE_ROWS)).length, { timeout: 60_000 }).toBe(expected.length);
    const rows = await allRows(page, TABLE_ROWS);
    expect(rows.map((row) => idOf(row.hrefs[0])).sort((a, b) => a - b)).toEqual(expected);
    expect(await log.shown()).toEqual(['Collecting list data...', 'Processing...']);
    await setOption(page, 'relatedNotOnList', 'otherType', true);
    await run(page);
    const both = expectedRelated(DEMO, 'ANIME', ['ANIME', 'MANGA'], true);
    expect(both.length).toBeGreaterThan(expected.length);
    await expect.poll(async () => (await allRows(page, TABLE_ROWS)).length, { timeout: 60_000 }).toBe(both.length);
    const mixed = await allRows(page, TABLE_ROWS);
    expect(mixed.map((row) => idOf(row.hrefs[0])).sort((a, b) => a - b)).toEqual(both);
    expect(mixed.some((row) => row.hrefs[0].startsWith('/manga/'))).toBe(true);
    await page.close();
  });

  it("signed out of the script, reads another member's public list", async () => {
    const expected = expectedRelated(VARIOUS_QUERIES_USER, 'MANGA', ['MANGA'], false);
    const page = await openQueryPanel(harness);
    harness.clearRequests();
    await runQuery(page, 'relatedNotOnList', { user: VARIOUS_QUERIES_USER, type: 'MANGA' });
    if (expected.length === 0) {
      await expect.poll(() => page.locator(`${PANEL} .hohVqMessage`).textContent(), { timeout: 60_000 }).toBe('Every related media is on the list.');
    } else {
      await expect.poll(async () => (await allRows(page, TABLE_ROWS)).length, { timeout: 60_000 }).toBe(expected.length);
      expect((await allRows(page, TABLE_ROWS)).map((row) => idOf(row.hrefs[0])).sort((a, b) => a - b)).toEqual(expected);
    }
    expect(sent('query VqListRelations').every((r) => r.token === null)).toBe(true);
    await page.close();
  });

  it('names an unknown user, says what went wrong on an API error, and waits out a 429', async () => {
    const expected = expectedRelated(DEMO, 'ANIME', ['ANIME'], true);
    const page = await openDemo();
    await runQuery(page, 'relatedNotOnList', { user: 'NoSuchMemberAtAll' });
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: User "NoSuchMemberAtAll" not found.');
    await setOption(page, 'relatedNotOnList', 'user', '');
    await refuseNth(page, 'query VqListRelations', 1, 500);
    await run(page);
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: Internal Server Error');
    await refuseNth(page, 'query VqListRelations', 1, 429);
    await run(page);
    await expect.poll(async () => (await allRows(page, TABLE_ROWS)).length, { timeout: 60_000 }).toBe(expected.length);
    expect(await errorText(page)).toBeNull();
    await page.close();
  });
});
