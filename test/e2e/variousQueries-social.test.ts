// End to end: the social tools of the 'Various queries' panel ('moreStats', /site-stats), from the
// built userscript in Chromium, against the seeded world: compatibility with every followed user,
// message spy, media statistics and popular favourites of friends, similar users, reviews, the
// blocked count and find blocked (spec doc 2 §7 "Stats page", §8, §9). Each tool's results are
// worked out here from the simulator's world (or its API where the world's figures are the API's
// own sums), with their progress texts, Stop for the paced ones, and the failure paths.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { FOLLOW_SEED } from '../../sim/world/seedFollows.ts';
import { VARIOUS_QUERIES_USER } from '../../sim/world/seedVariousQueries.ts';
import type { User } from '../../sim/world/types.ts';
import { REQUIRES_SIGN_IN } from '../../src/core/messages.ts';
import { compatibility, COMPATIBILITY_HINT, rankCompatibilities } from '../../src/lib/compatibility.ts';
import { mostProlific, rankReviewers, rankReviews, type ReviewVotes } from '../../src/lib/reviewStats.ts';
import { MODERATOR_ERROR } from '../../src/modules/moreStats/variousQueries/tools/blockedCount.ts';
import { NONE_BLOCKED } from '../../src/modules/moreStats/variousQueries/tools/findBlocked.ts';
import { QUERY_PACE_TEST_KEY } from '../../src/modules/moreStats/variousQueries/tools/toolKit.ts';
import { useHarness } from '../helpers/useHarness.ts';
import {
  allRows, chooseQuery, errorText, finished, holdOperation, messageText, openQueryPanel, PANEL, progress, refuseNth, run, running, setOption,
  tableCaption, tableCells, tableColumns, type ShownCell,
} from '../helpers/queryPanel.ts';

const MODULE_ID = 'moreStats';
const DEMO = NOTABLE_USERS.demo;
const UNKNOWN = 'NoSuchMemberAtAll';
const MODERATOR = 'Kirin';

const harness = useHarness({}, { freshRateWindow: true });

/** The panel as Demo (site and script signed in), the paced tools at `paceMs` a step. */
const openDemo = (paceMs = 0, extra: Parameters<typeof openQueryPanel>[1] = {}) =>
  openQueryPanel(harness, { siteUser: DEMO, token: 'demo', storage: { [QUERY_PACE_TEST_KEY]: String(paceMs) }, ...extra });

async function openTool(id: string, paceMs = 0, extra: Parameters<typeof openQueryPanel>[1] = {}): Promise<Page> {
  const page = await openDemo(paceMs, extra);
  await chooseQuery(page, id);
  return page;
}

const world = () => harness.sim.world;
const user = (name: string): User => world().getUserByName(name)!;
const userLink = (name: string) => `/user/${encodeURIComponent(name)}/`;
const requestsOf = (marker: string) => harness.requests().filter((r) => r.operation.includes(marker));

/** The simulator's GraphQL API, as AniList answers it (anonymous, or with a token). */
async function api<T>(query: string, variables: object = {}, token?: string): Promise<T> {
  const response = await fetch(`${harness.sim.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Referer: 'https://anilist.co/', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** The users someone follows, as AniList's following pages give them: by name. */
const followedBy = (name: string) => world().followingOf(user(name).id).slice().sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));

/** Waits for the run to end: Run offered again. */
const untilFinished = (page: Page, timeout = 60_000) => expect.poll(() => finished(page), { timeout }).toBe(true);

/** A tool that needs the script's sign-in, run with only the site's: the spec's words, and no query sent. */
async function expectSignInAsked(id: string): Promise<void> {
  const page = await openQueryPanel(harness, { siteUser: DEMO });
  await chooseQuery(page, id);
  harness.clearRequests();
  await run(page);
  await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe(REQUIRES_SIGN_IN);
  expect(requestsOf('query Vq')).toHaveLength(0);
  await page.close();
}

/** AniList refuses the `nth` request of `marker`: the panel says so and the run ends; then a name that does not exist is named. */
async function expectApiErrorThenUnknownUser(page: Page, id: string, marker: string, nth: number): Promise<void> {
  await refuseNth(page, marker, nth, 500);
  await run(page);
  await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: Internal Server Error');
  expect(await running(page)).toBe(false);
  await setOption(page, id, 'user', UNKNOWN);
  await run(page);
  await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe(`Error: User "${UNKNOWN}" not found.`);
}

/** AniList refuses the `nth` request of `marker` in a run of tool `id`: its words are shown, the run ends, nothing else is shown. */
async function expectRefusal(id: string, marker: string, nth: number): Promise<void> {
  const page = await openTool(id);
  await refuseNth(page, marker, nth, 500);
  await run(page);
  await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: Internal Server Error');
  expect(await running(page)).toBe(false);
  expect(await page.$eval(`${PANEL} .hohVqResult`, (result) => result.textContent)).toBe('');
  await page.close();
}

/** Runs the chosen tool with its first `marker` request held back: meanwhile it says 'Loading...' (spec doc 2 §8). */
async function runSayingLoading(page: Page, marker: string): Promise<void> {
  const hold = await holdOperation(page, marker);
  await run(page);
  await expect.poll(() => hold.held(), { timeout: 60_000 }).toBe(1);
  expect(await progress(page)).toBe('Loading...');
  expect(await running(page)).toBe(true);
  hold.release();
}

/** Runs the chosen tool while AniList answers its `nth` `marker` request with a 429: the run waits it out, asks again and ends without an error. */
async function runThrough429(page: Page, marker: string, nth: number, timeout = 60_000): Promise<void> {
  const seen = await refuseNth(page, marker, nth, 429);
  harness.clearRequests();
  await run(page);
  await untilFinished(page, timeout);
  expect(await errorText(page)).toBeNull();
  expect(seen()).toBeGreaterThan(nth);
}

const cellTexts = (rows: ShownCell[][]) => rows.map((cells) => cells.map((cell) => cell.text));

describe(`Various queries: compatibility with all following ('${MODULE_ID}', compatibilityFollowing)`, () => {
  /** algorithms.md 1b over every list a followed user shows (anonymous, as the tool reads them), best first. */
  async function expectedFigures(name: string, type: 'ANIME' | 'MANGA') {
    type Lists = { MediaListCollection: { lists: { entries: { mediaId: number; scoreRaw: number }[] }[] } | null } | null;
    const listOf = async (owner: string) => {
      const data = await api<Lists>('query($u:String,$t:MediaType){MediaListCollection(userName:$u,type:$t){lists{entries{mediaId scoreRaw:score(format:POINT_100)}}}}', { u: owner, t: type });
      return data?.MediaListCollection ? data.MediaListCollection.lists.flatMap((list) => list.entries) : null;
    };
    const own = (await listOf(name))!;
    const figures = [];
    for (const friend of followedBy(name)) {
      const theirs = await listOf(friend.name);
      if (theirs) figures.push({ name: friend.name, ...compatibility(own, theirs) });
    }
    return rankCompatibilities(figures).map((figure) => [figure.name, (figure.difference as number).toPrecision(3), String(figure.shared)]);
  }

  /** What AniList's colour variable gives inside the panel, as a computed colour. */
  const siteColour = (page: Page, variable: string) =>
    page.$eval(PANEL, (panel, name) => {
      const probe = document.createElement('span');
      probe.style.color = `rgb(var(${name}))`;
      panel.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }, variable);

  const expectTable = async (page: Page, expected: string[][]) => {
    expect(await tableColumns(page)).toEqual(['User', 'Compatibility', 'Shared']);
    expect(await tableCaption(page)).toBe(COMPATIBILITY_HINT);
    const rows = await tableCells(page);
    expect(cellTexts(rows)).toEqual(expected);
    expect(rows.map((cells) => cells[0].href)).toEqual(expected.map(([name]) => userLink(name)));
    // Green under 0.9, red over 1.1, uncoloured between (algorithms.md §1b "Display").
    const green = await siteColour(page, '--color-green');
    const red = await siteColour(page, '--color-red');
    expect(rows.map((cells) => cells[1].colour)).toEqual(expected.map(([, figure]) => (Number(figure) < 0.9 ? green : Number(figure) > 1.1 ? red : null)));
  };

  it("compares Demo's manga list with each followed user's in turn ('Comparing with X (i/n)'), best first", async () => {
    const page = await openTool('compatibilityFollowing', 100);
    await setOption(page, 'compatibilityFollowing', 'type', 'MANGA');
    harness.clearRequests();
    await run(page);
    const followed = followedBy(DEMO);
    await expect.poll(() => progress(page), { timeout: 60_000 }).toMatch(new RegExp(`^Comparing with \\w+ \\(\\d+/${followed.length}\\)$`));
    await untilFinished(page, 120_000);
    const last = followed[followed.length - 1].name;
    expect(await progress(page)).toBe(`Comparing with ${last} (${followed.length}/${followed.length})`);
    expect(await errorText(page)).toBeNull();
    const expected = await expectedFigures(DEMO, 'MANGA');
    expect(expected.length).toBeGreaterThan(5);
    // Random lists are far apart: some figures are over 1.1, and so shown red.
    expect(expected.some(([, figure]) => Number(figure) > 1.1)).toBe(true);
    await expectTable(page, expected);
    // A private list is not there to compare with: that user is left out, the run goes on.
    const hidden = followed.find((friend) => friend.private)!;
    expect(expected.some(([name]) => name === hidden.name)).toBe(false);
    // Demo's own list, then every followed user's, one after the other, in the order of the following pages.
    expect(requestsOf('query CompatibilityList').map((r) => r.variables?.userName)).toEqual([DEMO, ...followed.map((friend) => friend.name)]);
    expect(requestsOf('query CompatibilityList').every((r) => r.variables?.type === 'MANGA')).toBe(true);
    await page.close();
  }, 180_000);

  it('Stop ends the comparisons where they are and keeps what was found', async () => {
    const page = await openTool('compatibilityFollowing', 500);
    await setOption(page, 'compatibilityFollowing', 'type', 'MANGA');
    harness.clearRequests();
    await run(page);
    await expect.poll(() => progress(page), { timeout: 60_000 }).toMatch(/^Comparing with \w+ \(3\/\d+\)$/);
    await page.click(`${PANEL} .hohVqStop`);
    await expect.poll(() => progress(page)).toMatch(/^Comparing with \w+ \(\d+\/\d+\) Stopped\.$/);
    const asked = requestsOf('query CompatibilityList').length;
    // Well past the pace: no list is asked for after Stop.
    await page.waitForTimeout(1_000);
    expect(requestsOf('query CompatibilityList').length).toBe(asked);
    expect(asked).toBeLessThan(followedBy(DEMO).length + 1);
    // What was found before Stop stays, as it was worked out.
    const expected = await expectedFigures(DEMO, 'MANGA');
    const kept = cellTexts(await tableCells(page));
    expect(kept.length).toBeGreaterThan(0);
    for (const row of kept) expect(expected).toContainEqual(row);
    expect(await page.isEnabled(`${PANEL} .hohVqRun`)).toBe(true);
    await page.close();
  });

  it('waits out a 429 in the middle of the comparisons and finishes them all', async () => {
    const page = await openTool('compatibilityFollowing');
    await setOption(page, 'compatibilityFollowing', 'type', 'MANGA');
    await runThrough429(page, 'query CompatibilityList', 4, 120_000);
    await expectTable(page, await expectedFigures(DEMO, 'MANGA'));
    await page.close();
  }, 180_000);

  it('says what went wrong when AniList refuses a list, a name it cannot find, and asks for a name when signed out', async () => {
    const page = await openTool('compatibilityFollowing');
    await expectApiErrorThenUnknownUser(page, 'compatibilityFollowing', 'query CompatibilityList', 3);
    await page.close();

    const guest = await openQueryPanel(harness);
    await chooseQuery(guest, 'compatibilityFollowing');
    harness.clearRequests();
    await run(guest);
    await expect.poll(() => errorText(guest), { timeout: 60_000 }).toBe('Error: Enter a user name.');
    expect(requestsOf('query CompatibilityList')).toHaveLength(0);
    await guest.close();
  });
});

describe(`Various queries: message spy ('${MODULE_ID}', messageSpy)`, () => {
  /** The site's public messages, newest first, as anyone sees them: a page of 50. */
  function expectedMessages(pageNumber: number) {
    const all = world().activities().filter((a) => a.type === 'MESSAGE' && !a.isPrivate).sort((a, b) => b.id - a.id);
    return all.slice((pageNumber - 1) * 50, pageNumber * 50).map((message) => {
      if (message.type !== 'MESSAGE') throw new Error('not a message');
      const name = (id: number) => world().getUserById(id)?.name ?? '[private or deleted]';
      return { href: `/activity/${message.id}`, heading: `${name(message.messengerId)} → ${name(message.recipientId)}` };
    });
  }

  async function shownItems(page: Page) {
    const rows = await allRows(page, '.hohVqItems > li');
    const html = await page.$eval(`${PANEL} .hohVqResult`, (result) => result.innerHTML);
    return { rows, html };
  }

  it("shows the site's newest public messages, 'Loading...' while it waits, page by page, sanitised", async () => {
    const page = await openTool('messageSpy');
    await runSayingLoading(page, 'query VqRecentMessages');
    await untilFinished(page);
    for (const pageNumber of [1, 2]) {
      if (pageNumber > 1) {
        await setOption(page, 'messageSpy', 'page', String(pageNumber));
        await run(page);
        await untilFinished(page);
      }
      const expected = expectedMessages(pageNumber);
      expect(expected).toHaveLength(50);
      // The virtual list draws its rows once it has measured its box (a render of its own): wait for them.
      await expect.poll(async () => (await allRows(page, '.hohVqItems > li')).map((row) => row.hrefs[0]), { timeout: 60_000 }).toEqual(expected.map((message) => message.href));
      const { rows, html } = await shownItems(page);
      expect(rows.map((row) => row.hrefs[0])).toEqual(expected.map((message) => message.href));
      rows.forEach((row, i) => expect(row.text.startsWith(expected[i].heading)).toBe(true));
      expect(html).not.toMatch(/<script|onerror=|javascript:/i);
    }
    const asked = requestsOf('query VqRecentMessages').map((r) => r.variables?.page);
    expect(asked.slice(-2)).toEqual([1, 2]);
    await page.close();
  });

  it('says so past the last page, waits out a 429, and says what went wrong on an API error', async () => {
    const page = await openTool('messageSpy');
    await setOption(page, 'messageSpy', 'page', '100');
    await run(page);
    await expect.poll(() => messageText(page), { timeout: 60_000 }).toBe('No messages.');

    await setOption(page, 'messageSpy', 'page', '1');
    await runThrough429(page, 'query VqRecentMessages', 1);
    await expect.poll(async () => (await allRows(page, '.hohVqItems > li')).map((row) => row.hrefs[0]), { timeout: 60_000 }).toEqual(expectedMessages(1).map((message) => message.href));
    expect(requestsOf('query VqRecentMessages').map((r) => r.status)).toEqual([200]);
    await page.close();

    await expectRefusal('messageSpy', 'query VqRecentMessages', 1);
  });
});

describe(`Various queries: media statistics of friends ('${MODULE_ID}', friendStats)`, () => {
  type Stats = { name: string; statistics: { anime: { count: number; meanScore: number; minutesWatched: number }; manga: { count: number; meanScore: number; chaptersRead: number } } };

  /** Each followed user's statistics as the simulator sums them for anyone, in the table's words. */
  async function expectedRows(name: string, pages: number): Promise<string[][]> {
    const rows: string[][] = [];
    for (let pageNumber = 1; pageNumber <= pages; pageNumber++) {
      const data = await api<{ Page: { following: Stats[] } }>(
        'query($id:Int!,$p:Int){Page(page:$p,perPage:50){following(userId:$id,sort:USERNAME){name statistics{anime{count meanScore minutesWatched} manga{count meanScore chaptersRead}}}}}',
        { id: user(name).id, p: pageNumber },
      );
      for (const friend of data.Page.following) {
        const { anime, manga } = friend.statistics;
        rows.push([friend.name, String(anime.count), anime.meanScore.toFixed(1), (anime.minutesWatched / 60).toFixed(1), String(manga.count), manga.meanScore.toFixed(1), String(manga.chaptersRead)]);
      }
    }
    return rows.sort((a, b) => a[0].localeCompare(b[0]));
  }

  it("shows each user Demo follows with their statistics ('Loading...', then 'Page 1 of 1')", async () => {
    const page = await openTool('friendStats');
    await runSayingLoading(page, 'query VqFollowingPage');
    await untilFinished(page);
    expect(await progress(page)).toBe('Page 1 of 1');
    expect(await tableColumns(page)).toEqual(['User', 'Anime', 'Anime mean score', 'Hours watched', 'Manga', 'Manga mean score', 'Chapters read']);
    const rows = await tableCells(page);
    const expected = await expectedRows(DEMO, 1);
    expect(expected.map((row) => row[0]).sort()).toEqual(followedBy(DEMO).map((friend) => friend.name).sort());
    expect(cellTexts(rows)).toEqual(expected);
    expect(rows.map((cells) => cells[0].href)).toEqual(expected.map(([name]) => userLink(name)));
    // At 500 px the seven columns scroll inside the result box; the panel itself stays in the window.
    await page.setViewportSize({ width: 500, height: 900 });
    const fit = await page.$eval(`${PANEL} .hohVariousQueries`, (panel) => ({ right: panel.getBoundingClientRect().right, scroll: panel.scrollWidth, client: panel.clientWidth }));
    expect(fit.right).toBeLessThanOrEqual(500);
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    await page.close();
  });

  it(`reads at most 10 pages of a long following list (${FOLLOW_SEED.star}), and waits out a 429 on the way`, async () => {
    const page = await openTool('friendStats');
    await setOption(page, 'friendStats', 'user', FOLLOW_SEED.star);
    await runThrough429(page, 'query VqFollowingPage', 3, 120_000);
    expect(await progress(page)).toBe('Page 10 of 10');
    // 670 followed = 14 pages; the tool stops at 10 (spec doc 2 §9).
    const served = requestsOf('query VqFollowingPage').filter((r) => r.status === 200).map((r) => r.variables?.page as number);
    expect(served.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    const rows = await tableCells(page);
    expect(rows).toHaveLength(500);
    expect(cellTexts(rows)).toEqual(await expectedRows(FOLLOW_SEED.star, 10));
    await page.close();
  }, 180_000);

  it('says what went wrong on an API error and for a name it cannot find', async () => {
    const page = await openTool('friendStats');
    await setOption(page, 'friendStats', 'user', FOLLOW_SEED.star);
    await expectApiErrorThenUnknownUser(page, 'friendStats', 'query VqFollowingPage', 2);
    await page.close();
  });
});

describe(`Various queries: popular favourites of friends ('${MODULE_ID}', friendFavourites)`, () => {
  /** The top 20 of the followed users' favourite anime and manga: most shared first, then by id. */
  function expectedFavourites(name: string): string[][] {
    const tally = new Map<number, number>();
    for (const friend of followedBy(name)) {
      for (const id of new Set([...friend.favourites.anime, ...friend.favourites.manga])) tally.set(id, (tally.get(id) ?? 0) + 1);
    }
    return [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 20).map(([id, count]) => {
      const media = world().getMedia(id)!;
      return [media.title.romaji, media.type === 'MANGA' ? 'manga' : 'anime', String(count), `/${media.type === 'MANGA' ? 'manga' : 'anime'}/${id}/`];
    });
  }

  it("shows the 20 favourites most common among the users Demo follows, linked", async () => {
    const page = await openTool('friendFavourites');
    await runThrough429(page, 'query VqFollowingPage', 1);
    expect(await progress(page)).toBe('Page 1 of 1');
    expect(await tableColumns(page)).toEqual(['Favourite', 'Type', 'Friends']);
    const rows = await tableCells(page);
    const expected = expectedFavourites(DEMO);
    expect(rows).toHaveLength(20);
    expect(cellTexts(rows)).toEqual(expected.map((row) => row.slice(0, 3)));
    expect(rows.map((cells) => cells[0].href)).toEqual(expected.map((row) => row[3]));
    await page.close();
  });

  it('says what went wrong on an API error and for a name it cannot find', async () => {
    const page = await openTool('friendFavourites');
    await expectApiErrorThenUnknownUser(page, 'friendFavourites', 'query VqFollowingPage', 1);
    await page.close();
  });
});

describe(`Various queries: similar users ('${MODULE_ID}', similarUsers)`, () => {
  /** The followed users sharing most of the owner's favourites: top 10, most shared first, then by name. */
  function expectedSimilar(name: string): [string, string][] {
    const owner = user(name);
    const own = new Set([...owner.favourites.anime, ...owner.favourites.manga]);
    return followedBy(name)
      .map((friend) => ({ name: friend.name, shared: new Set([...friend.favourites.anime, ...friend.favourites.manga].filter((id) => own.has(id))).size }))
      .filter((friend) => friend.shared > 0)
      .sort((a, b) => b.shared - a.shared || a.name.localeCompare(b.name))
      .slice(0, 10)
      .map((friend) => [friend.name, String(friend.shared)]);
  }

  it(`ranks the users ${VARIOUS_QUERIES_USER} follows by the favourites they share`, async () => {
    const page = await openTool('similarUsers');
    await setOption(page, 'similarUsers', 'user', VARIOUS_QUERIES_USER);
    await run(page);
    await untilFinished(page);
    expect(await errorText(page)).toBeNull();
    expect(await tableColumns(page)).toEqual(['User', 'Shared favourites']);
    const expected = expectedSimilar(VARIOUS_QUERIES_USER);
    // The seeded world makes three of them share 3, 2 and 1 more.
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const rows = await tableCells(page);
    expect(cellTexts(rows)).toEqual(expected);
    expect(rows.map((cells) => cells[0].href)).toEqual(expected.map(([name]) => userLink(name)));
    await page.close();
  });

  it('says when the user has no favourites, when the name is unknown, and when AniList refuses', async () => {
    const page = await openTool('similarUsers');
    const fan = world().users().find((candidate) => candidate.name.startsWith('Fan') && !candidate.favourites.anime.length && !candidate.favourites.manga.length)!;
    await setOption(page, 'similarUsers', 'user', fan.name);
    await run(page);
    await expect.poll(() => messageText(page), { timeout: 60_000 }).toBe(`${fan.name} has no favourite anime or manga.`);
    await setOption(page, 'similarUsers', 'user', UNKNOWN);
    await run(page);
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe(`Error: User "${UNKNOWN}" not found.`);
    await setOption(page, 'similarUsers', 'user', VARIOUS_QUERIES_USER);
    await refuseNth(page, 'query VqFollowingPage', 1, 500);
    await run(page);
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: Internal Server Error');
    await page.close();
  });
});

describe(`Various queries: the friends tools signed out ('${MODULE_ID}', friendStats, friendFavourites, similarUsers)`, () => {
  it('ask for a name when no one is signed in, then work for the name given', async () => {
    const page = await openQueryPanel(harness);
    harness.clearRequests();
    for (const id of ['friendStats', 'friendFavourites', 'similarUsers']) {
      await chooseQuery(page, id);
      await run(page);
      await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Error: Enter a user name.');
    }
    expect(requestsOf('query Vq')).toHaveLength(0);
    await setOption(page, 'similarUsers', 'user', VARIOUS_QUERIES_USER);
    await run(page);
    await untilFinished(page);
    expect(await errorText(page)).toBeNull();
    expect((await tableCells(page)).length).toBeGreaterThanOrEqual(3);
    expect(requestsOf('query Vq').every((r) => r.token === null)).toBe(true);
    await page.close();
  });
});

describe(`Various queries: reviews ('${MODULE_ID}', reviews)`, () => {
  /** Every review anyone may read, with the votes the ranking uses. */
  function seededReviews(): (ReviewVotes & { title: string })[] {
    return world().reviews().filter((review) => !review.private).map((review) => {
      const author = world().getUserById(review.userId);
      return {
        id: review.id,
        rating: review.rating,
        ratingAmount: review.ratingAmount,
        user: author ? { id: author.id, name: author.name } : null,
        title: world().getMedia(review.mediaId)?.title.romaji ?? `Review ${review.id}`,
      };
    });
  }
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const reviewerRow = (r: { name: string; reviews: number; rating: number; ratingAmount: number; confidence: number }) => [r.name, String(r.reviews), String(r.rating), String(r.ratingAmount), percent(r.confidence)];

  function expected(show: string): { caption: string; rows: string[][]; hrefs: string[] } {
    const all = seededReviews();
    switch (show) {
      case 'bestReviews':
      case 'worstReviews': {
        const ranked = rankReviews(all, show === 'bestReviews' ? 'best' : 'worst');
        return {
          caption: show === 'bestReviews' ? 'The 100 best reviews' : 'The 100 worst reviews',
          rows: ranked.map(({ review, confidence }) => [review.title, review.user!.name!, String(review.rating), String(review.ratingAmount), percent(confidence)]),
          hrefs: ranked.map(({ review }) => `/review/${review.id}`),
        };
      }
      case 'bestReviewers':
      case 'worstReviewers': {
        const ranked = rankReviewers(all, show === 'bestReviewers' ? 'best' : 'worst');
        return { caption: show === 'bestReviewers' ? 'The 10 best reviewers' : 'The 10 worst reviewers', rows: ranked.map(reviewerRow), hrefs: ranked.map((r) => userLink(r.name)) };
      }
      default: {
        const ranked = mostProlific(all);
        return { caption: 'The 25 most prolific reviewers', rows: ranked.map(reviewerRow), hrefs: ranked.map((r) => userLink(r.name)) };
      }
    }
  }

  const lastPage = () => Math.ceil(seededReviews().length / 50);

  it('reads every page of reviews and shows each of its five rankings', async () => {
    const sizes: Record<string, number> = { bestReviews: 100, worstReviews: 100, bestReviewers: 10, worstReviewers: 10, prolific: 25 };
    // Enough reviewers for every table to be full.
    expect(new Set(seededReviews().map((review) => review.user?.id)).size).toBeGreaterThanOrEqual(25);
    const page = await openTool('reviews');
    for (const show of Object.keys(sizes)) {
      await setOption(page, 'reviews', 'show', show);
      harness.clearRequests();
      await run(page);
      await untilFinished(page);
      expect(await errorText(page)).toBeNull();
      expect(await progress(page)).toBe(`Page ${lastPage()} of ${lastPage()}`);
      expect(requestsOf('query VqReviewsPage').map((r) => r.variables?.page as number).sort((a, b) => a - b)).toEqual(Array.from({ length: lastPage() }, (_, i) => i + 1));
      const want = expected(show);
      expect(await tableCaption(page)).toBe(want.caption);
      const rows = await tableCells(page);
      expect(rows, show).toHaveLength(sizes[show]);
      expect(cellTexts(rows), show).toEqual(want.rows);
      expect(rows.map((cells) => cells[0].href), show).toEqual(want.hrefs);
    }
    // Sortable: the 'Reviews' heading of the prolific table sorts by the count, up then down.
    // The rows are sorted with the table's next render, which marks the heading: wait for it each time.
    await page.click(`${PANEL} .hohVqTable th:nth-child(2) button`);
    await page.waitForSelector(`${PANEL} .hohVqTable th:nth-child(2)[aria-sort="ascending"]`, { timeout: 60_000 });
    const up = (await tableCells(page)).map((cells) => Number(cells[1].text));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    await page.click(`${PANEL} .hohVqTable th:nth-child(2) button`);
    await page.waitForSelector(`${PANEL} .hohVqTable th:nth-child(2)[aria-sort="descending"]`, { timeout: 60_000 });
    const down = (await tableCells(page)).map((cells) => Number(cells[1].text));
    expect(down).toEqual([...up].sort((a, b) => b - a));
    expect(down[0]).toBeGreaterThan(down[down.length - 1]);
    await page.close();
  }, 180_000);

  it('waits out a 429 on a later page, and says what went wrong on an API error', async () => {
    const page = await openTool('reviews');
    await runThrough429(page, 'query VqReviewsPage', 2);
    expect(cellTexts(await tableCells(page))).toEqual(expected('bestReviews').rows);
    await page.close();

    await expectRefusal('reviews', 'query VqReviewsPage', 3);
  });
});

describe(`Various queries: how many have blocked you ('${MODULE_ID}', blockedCount)`, () => {
  /** Public members who blocked Demo: AniList leaves them out of what Demo sees. */
  const blockersOfDemo = () => world().users().filter((member) => !member.private && member.blocked.includes(user(DEMO).id));

  it('counts the members who blocked Demo', async () => {
    const count = blockersOfDemo().length;
    expect(count).toBeGreaterThan(0);
    const page = await openTool('blockedCount');
    await runSayingLoading(page, 'query VqViewer');
    await expect.poll(() => messageText(page), { timeout: 60_000 }).toBe(`${count} user${count === 1 ? ' has' : 's have'} blocked you`);
    // One total anonymous, one with Demo's token: the token goes only to AniList's API, here the simulator.
    const totals = requestsOf('query VqUsersTotal');
    expect(totals.map((r) => r.token === null)).toEqual([true, false]);
    await page.close();
  });

  it("tells a moderator the query cannot work for them", async () => {
    const moderator = user(MODERATOR);
    expect(moderator.moderatorRoles.length).toBeGreaterThan(0);
    const page = await openTool('blockedCount', 0, { siteUser: MODERATOR, token: moderator.token! });
    harness.clearRequests();
    await run(page);
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe(MODERATOR_ERROR);
    expect(requestsOf('query VqUsersTotal')).toHaveLength(0);
    await page.close();
  });

  it('signed out of the script, says it needs the sign-in and asks nothing', () => expectSignInAsked('blockedCount'));

  it('waits out a 429 between the two totals, and says what went wrong on an API error', async () => {
    const count = blockersOfDemo().length;
    const page = await openTool('blockedCount');
    await runThrough429(page, 'query VqUsersTotal', 2);
    await expect.poll(() => messageText(page), { timeout: 60_000 }).toBe(`${count} user${count === 1 ? ' has' : 's have'} blocked you`);
    await page.close();

    await expectRefusal('blockedCount', 'query VqUsersTotal', 2);
  });
});

describe(`Various queries: find who blocked you ('${MODULE_ID}', findBlocked)`, () => {
  /** Demo's following and followers, by name, as the tool tries them. */
  function candidates(): User[] {
    const demo = user(DEMO);
    const byId = new Map([...world().followingOf(demo.id), ...world().followersOf(demo.id)].map((member) => [member.id, member]));
    byId.delete(demo.id);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
  const blockers = () => candidates().filter((member) => !member.private && member.blocked.includes(user(DEMO).id));

  it("tries Demo's following and followers one by one ('Checking X (i/n)') and names who blocked Demo", async () => {
    const tried = candidates();
    expect(blockers().length).toBeGreaterThan(0);
    const page = await openTool('findBlocked', 50);
    harness.clearRequests();
    await run(page);
    await expect.poll(() => progress(page), { timeout: 60_000 }).toMatch(new RegExp(`^Checking \\w+ \\(\\d+/${tried.length}\\)$`));
    await untilFinished(page, 120_000);
    expect(await progress(page)).toBe(`Checking ${tried[tried.length - 1].name} (${tried.length}/${tried.length})`);
    await expect.poll(async () => (await allRows(page)).map((row) => row.text), { timeout: 60_000 }).toEqual(blockers().map((member) => `${member.name} has blocked you`));
    const rows = await allRows(page);
    expect(rows.map((row) => row.text)).toEqual(blockers().map((member) => `${member.name} has blocked you`));
    expect(rows.map((row) => row.hrefs)).toEqual(blockers().map((member) => [userLink(member.name)]));
    // One authorised probe per candidate, in turn.
    const probes = requestsOf('query VqListProbe');
    expect(probes.map((r) => r.variables?.userId)).toEqual(tried.map((member) => member.id));
    expect(probes.every((r) => r.token !== null)).toBe(true);
    await page.close();
  }, 180_000);

  it('Stop ends the search between two tries', async () => {
    const page = await openTool('findBlocked', 500);
    harness.clearRequests();
    await run(page);
    await expect.poll(() => progress(page), { timeout: 60_000 }).toMatch(/^Checking \w+ \(3\/\d+\)$/);
    await page.click(`${PANEL} .hohVqStop`);
    await expect.poll(() => progress(page)).toMatch(/^Checking \w+ \(\d+\/\d+\) Stopped\.$/);
    const asked = requestsOf('query VqListProbe').length;
    // The line says Stopped: a window past the pace for a try that must not follow.
    await page.waitForTimeout(1_000);
    expect(requestsOf('query VqListProbe').length).toBe(asked);
    expect(asked).toBeLessThan(candidates().length);
    await page.close();
  });

  it('stops when the page is left', async () => {
    const page = await openTool('findBlocked', 500);
    harness.clearRequests();
    await run(page);
    await expect.poll(() => progress(page), { timeout: 60_000 }).toMatch(/^Checking \w+ \(2\/\d+\)$/);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/home'));
    await page.waitForURL('https://anilist.co/home');
    await page.waitForSelector(PANEL, { state: 'detached', timeout: 60_000 });
    const asked = requestsOf('query VqListProbe').length;
    // The panel is gone (the run ended with the page): a window past the pace for a try that
    // must not follow.
    await page.waitForTimeout(1_000);
    expect(requestsOf('query VqListProbe').length).toBe(asked);
    await page.close();
  });

  it('tries only the names given, leaving out a name that does not exist', async () => {
    const page = await openTool('findBlocked');
    const blocker = blockers()[0];
    await setOption(page, 'findBlocked', 'users', `${UNKNOWN}, Aoi`);
    await run(page);
    await expect.poll(() => messageText(page), { timeout: 60_000 }).toBe(NONE_BLOCKED);
    await setOption(page, 'findBlocked', 'users', `${UNKNOWN}, ${blocker.name}`);
    await run(page);
    await untilFinished(page);
    await expect.poll(async () => (await allRows(page)).map((row) => row.text), { timeout: 60_000 }).toEqual([`${blocker.name} has blocked you`]);
    await page.close();
  });

  it('signed out of the script, says it needs the sign-in and asks nothing', () => expectSignInAsked('findBlocked'));

  it('waits out a 429 in the middle of the search, and says what went wrong on an API error', async () => {
    const page = await openTool('findBlocked');
    await runThrough429(page, 'query VqListProbe', 3, 120_000);
    await expect.poll(async () => (await allRows(page)).map((row) => row.text), { timeout: 120_000 }).toEqual(blockers().map((member) => `${member.name} has blocked you`));
    await page.close();

    await expectRefusal('findBlocked', 'query VqListProbe', 2);
  });
});
