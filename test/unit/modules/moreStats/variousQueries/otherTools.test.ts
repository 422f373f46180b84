import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS_NEED_SIGN_IN } from '../../../../../src/core/messages';
import { executeGraphql } from '../../../../../sim/api/execute';
import { DEMO_TOKEN } from '../../../../../sim/world/generateUsers';
import { VARIOUS_QUERIES_USER } from '../../../../../sim/world/seedVariousQueries';
import * as documents from '../../../../../src/api/queries/variousQueries';
import { setCacheClock, setCacheStorage } from '../../../../../src/api/cache';
import { compatibility, rankCompatibilities } from '../../../../../src/lib/compatibility';
import { popularFavourites, similarByFavourites } from '../../../../../src/lib/friendsAggregate';
import { mostProlific, rankReviews } from '../../../../../src/lib/reviewStats';
import { blockedCount, MODERATOR_ERROR } from '../../../../../src/modules/moreStats/variousQueries/tools/blockedCount';
import { compatibilityFollowing, figureCell } from '../../../../../src/modules/moreStats/variousQueries/tools/compatibilityFollowing';
import { findBlocked, NONE_BLOCKED } from '../../../../../src/modules/moreStats/variousQueries/tools/findBlocked';
import { firstActivity, firstActivityStrings } from '../../../../../src/modules/moreStats/variousQueries/tools/firstActivity';
import { friendFavourites } from '../../../../../src/modules/moreStats/variousQueries/tools/friendFavourites';
import { friendStats } from '../../../../../src/modules/moreStats/variousQueries/tools/friendStats';
import { hiddenEntries } from '../../../../../src/modules/moreStats/variousQueries/tools/hiddenEntries';
import { messageSpy } from '../../../../../src/modules/moreStats/variousQueries/tools/messageSpy';
import { notificationCount } from '../../../../../src/modules/moreStats/variousQueries/tools/notificationCount';
import { rank } from '../../../../../src/modules/moreStats/variousQueries/tools/rank';
import { relatedNotOnListQuery } from '../../../../../src/modules/moreStats/variousQueries/tools/relatedNotOnList';
import { reviews } from '../../../../../src/modules/moreStats/variousQueries/tools/reviews';
import { similarUsers } from '../../../../../src/modules/moreStats/variousQueries/tools/similarUsers';
import { QUERY_PACE_TEST_KEY } from '../../../../../src/modules/moreStats/variousQueries/tools/toolKit';
import type { QueryCell, QueryResult } from '../../../../../src/modules/moreStats/variousQueries/types';
import { MemoryStorage } from '../../../api/memoryStorage';
import { defaultWorld, fakeRun, installSimulatorFetch, rateLimited, serverError, withDefaults, type ToolHarness } from './toolHarness';

const world = defaultWorld();
const demo = world.users().find((user) => user.name === 'Demo')!;
let harness: ToolHarness;
let pace: string | null;

beforeEach(() => {
  pace = null;
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === QUERY_PACE_TEST_KEY ? pace : null) });
  setCacheStorage(new MemoryStorage());
  setCacheClock(() => 1_000_000);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function table(result: QueryResult | undefined) {
  if (result?.kind !== 'table') throw new Error(`not a table: ${JSON.stringify(result)?.slice(0, 200)}`);
  return result;
}
const text = (cell: QueryCell) => (typeof cell === 'object' ? cell.text : String(cell));
const href = (cell: QueryCell) => (typeof cell === 'object' && 'href' in cell ? cell.href : '');

describe('the documents', () => {
  const schema = buildSchema(readFileSync(fileURLToPath(new URL('../../../../../sim/schema.graphql', import.meta.url)), 'utf8'));
  it.each(Object.entries(documents).filter(([name]) => name.startsWith('VQ_')))('%s is valid against the schema', (_name, document) => {
    expect(validate(schema, parse(document as string)).map((error) => error.message)).toEqual([]);
  });
});

describe('First activity', () => {
  it("links the user's oldest activity", async () => {
    harness = installSimulatorFetch(world);
    const owner = world.users().find((user) => user.name === VARIOUS_QUERIES_USER)!;
    const oldest = world
      .activities()
      .filter((a) => (a.type === 'MESSAGE' ? a.recipientId : a.userId) === owner.id)
      .sort((a, b) => a.id - b.id)[0];
    const recorded = fakeRun(withDefaults(firstActivity, { user: VARIOUS_QUERIES_USER }));
    await firstActivity.run(recorded.run);
    const result = recorded.last();
    expect(result?.kind).toBe('lines');
    expect(result?.kind === 'lines' && href(result.lines[0][1])).toBe(`/activity/${oldest.id}`);
    // Cached 60 s: a second run asks only for the id.
    const before = harness.sent.length;
    await firstActivity.run(fakeRun(withDefaults(firstActivity, { user: VARIOUS_QUERIES_USER })).run);
    expect(harness.sent.slice(before).map((body) => body.query.match(/query (\w+)/)![1])).toEqual(['VqUserId']);
  });

  it('probes the 15 following ids, and dates a re-dated first activity by the older one among them', async () => {
    harness = installSimulatorFetch(world);
    // sim/world/seedQueriesSearch.ts: the lowest id is a merged list activity dated after the 15 ids that follow it.
    const [first, ...rest] = world.activities().slice().sort((a, b) => a.id - b.id);
    const owner = world.getUserById(first.type === 'MESSAGE' ? first.recipientId : first.userId)!;
    const following = rest.filter((a) => a.id > first.id && a.id <= first.id + 15);
    const earliest = following.reduce((a, b) => (b.createdAt < a.createdAt ? b : a));
    expect(earliest.createdAt).toBeLessThan(first.createdAt);
    const recorded = fakeRun(withDefaults(firstActivity, { user: owner.name }));
    await firstActivity.run(recorded.run);
    const probe = harness.sent.find((body) => body.query.includes('query VqActivityProbes'))!;
    expect(probe.variables.ids).toEqual(Array.from({ length: 15 }, (_, i) => first.id + i + 1));
    expect(recorded.progress).toContain(firstActivityStrings.probing);
    const result = recorded.last();
    if (result?.kind !== 'lines') throw new Error('not lines');
    expect(href(result.lines[0][1])).toBe(`/activity/${first.id}`);
    const date = new Date(earliest.createdAt * 1000).toISOString().replace('T', ' ').slice(0, 16);
    expect(text(result.lines[2][0])).toBe(firstActivityStrings.earlier(date, earliest.id));
  });
});

describe('Notification count', () => {
  it("counts the viewer's notifications with the token", async () => {
    harness = installSimulatorFetch(world, DEMO_TOKEN);
    const recorded = fakeRun({}, { token: DEMO_TOKEN, viewer: 'Demo' });
    await notificationCount.run(recorded.run);
    expect(notificationCount.needsToken).toBe(true);
    expect(notificationCount.notSignedInMessage).toBe(NOTIFICATIONS_NEED_SIGN_IN);
    expect(recorded.last()).toEqual({ kind: 'message', text: `${world.notificationsFor(demo.id).length} notifications in total` });
    expect(harness.sent.every((body) => body.auth)).toBe(true);
  });
});

describe('Blocked count', () => {
  it('counts the members who blocked the viewer', async () => {
    harness = installSimulatorFetch(world, DEMO_TOKEN);
    const blockers = world.users().filter((user) => user.blocked.includes(demo.id) && !user.private);
    expect(blockers.map((user) => user.name)).toEqual(['Wasabi']);
    const recorded = fakeRun({}, { token: DEMO_TOKEN, viewer: 'Demo' });
    await blockedCount.run(recorded.run);
    expect(recorded.last()).toEqual({ kind: 'message', text: '1 user has blocked you' });
  });

  it('refuses for a moderator in the spec words', async () => {
    harness = installSimulatorFetch(world, 'token-kirin');
    await expect(blockedCount.run(fakeRun({}, { token: 'token-kirin', viewer: 'Kirin' }).run)).rejects.toThrow(MODERATOR_ERROR);
  });
});

describe('Message spy', () => {
  it("shows the site's newest public messages, sender and recipient", async () => {
    harness = installSimulatorFetch(world);
    const expected = world
      .activities()
      .filter((a) => a.type === 'MESSAGE' && !a.isPrivate)
      .sort((a, b) => b.id - a.id)
      .slice(0, 50);
    const recorded = fakeRun(withDefaults(messageSpy, {}));
    await messageSpy.run(recorded.run);
    const result = recorded.last();
    if (result?.kind !== 'html') throw new Error('not html');
    expect(result.items.map((item) => href(item.heading))).toEqual(expected.map((a) => `/activity/${a.id}`));
    const first = expected[0] as Extract<(typeof expected)[number], { type: 'MESSAGE' }>;
    expect(text(result.items[0].heading)).toBe(`${world.getUserById(first.messengerId)!.name} → ${world.getUserById(first.recipientId)!.name}`);
  });
});

describe('Reviews', () => {
  const votes = () =>
    world
      .reviews()
      .filter((review) => !review.private)
      .map((review) => ({ id: review.id, rating: review.rating, ratingAmount: review.ratingAmount, user: { id: review.userId, name: world.getUserById(review.userId)?.name ?? null } }));

  it('reads every page ("Page X of Y") and ranks the 100 best reviews', async () => {
    harness = installSimulatorFetch(world);
    const lastPage = Math.ceil(votes().length / 50);
    const recorded = fakeRun(withDefaults(reviews, {}));
    await reviews.run(recorded.run);
    const rows = table(recorded.last()).rows;
    expect(rows.map((row) => href(row[0]))).toEqual(rankReviews(votes(), 'best').map(({ review }) => `/review/${review.id}`));
    expect(rows).toHaveLength(100);
    expect(recorded.progress.at(-1)).toBe(`Page ${lastPage} of ${lastPage}`);
  });

  it('shows the 25 most prolific reviewers, and retries a 429 mid-run', async () => {
    harness = installSimulatorFetch(world);
    harness.intercept({ when: (body) => body.variables.page === 2, answer: rateLimited });
    const recorded = fakeRun(withDefaults(reviews, { show: 'prolific' }));
    await reviews.run(recorded.run);
    const rows = table(recorded.last()).rows;
    expect(rows.map((row) => [text(row[0]), row[1]])).toEqual(mostProlific(votes()).map((r) => [r.name, r.reviews]));
    expect(rows).toHaveLength(25);
  });

  it('rejects with the API error', async () => {
    harness = installSimulatorFetch(world);
    harness.intercept({ when: (body) => body.variables.page === 1, answer: serverError });
    await expect(reviews.run(fakeRun(withDefaults(reviews, {})).run)).rejects.toThrow('Error: Internal Server Error');
  });
});

describe('Friends: statistics and favourites', () => {
  const friends = () => demo.following.map((id) => world.getUserById(id)!).filter((user) => !user.private);

  it('tabulates every followed user', async () => {
    harness = installSimulatorFetch(world);
    const recorded = fakeRun(withDefaults(friendStats, { user: 'Demo' }));
    await friendStats.run(recorded.run);
    const names = table(recorded.last()).rows.map((row) => text(row[0]));
    expect(names).toEqual(expect.arrayContaining(friends().map((user) => user.name)));
    expect(recorded.progress).toContain('Page 1 of 1');
  });

  it('ranks the favourites the followed users share (top 20)', async () => {
    harness = installSimulatorFetch(world);
    const recorded = fakeRun(withDefaults(friendFavourites, { user: 'Demo' }));
    await friendFavourites.run(recorded.run);
    const followed = demo.following.map((id) => world.getUserById(id)!);
    const expected = popularFavourites(followed.map((user) => [...user.favourites.anime, ...user.favourites.manga].map((id) => ({ id }))));
    const rows = table(recorded.last()).rows;
    expect(rows.map((row) => [Number(href(row[0]).split('/')[2]), row[2]])).toEqual(expected.map((item) => [item.media.id, item.count]));
  });
});

describe('Similar users', () => {
  it('ranks the followed users by the favourites they share with the user (top 10)', async () => {
    harness = installSimulatorFetch(world);
    const favouritesOf = (user: typeof demo) => [...user.favourites.anime, ...user.favourites.manga];
    const owner = world.users().find((user) => user.name === VARIOUS_QUERIES_USER)!;
    const expected = similarByFavourites(
      favouritesOf(owner),
      owner.following.map((id) => world.getUserById(id)!).filter((user) => !user.private).map((user) => ({ user, favourites: favouritesOf(user) })),
    );
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const recorded = fakeRun(withDefaults(similarUsers, { user: VARIOUS_QUERIES_USER }));
    await similarUsers.run(recorded.run);
    expect(table(recorded.last()).rows.map((row) => [text(row[0]), row[1]])).toEqual(expected.map((item) => [item.user.name, item.shared]));
  });
});

describe('Compatibility with all following', () => {
  it('compares with each followed user, best first, paced by the test key', async () => {
    harness = installSimulatorFetch(world);
    pace = '0';
    const recorded = fakeRun(withDefaults(compatibilityFollowing, { user: 'Demo' }));
    await compatibilityFollowing.run(recorded.run);
    const scored = (userId: number) => world.listEntries(userId, 'ANIME').filter((e) => !e.private).map((e) => ({ mediaId: e.mediaId, scoreRaw: e.scoreRaw }));
    const ownList = world.listEntries(demo.id, 'ANIME').filter((e) => !e.private).map((e) => ({ mediaId: e.mediaId, scoreRaw: e.scoreRaw }));
    const expected = rankCompatibilities(
      demo.following
        .map((id) => world.getUserById(id)!)
        // Anonymous: a private list is not found, while a member's block of Demo does not apply.
        .filter((user) => !user.private)
        .map((user) => ({ name: user.name, ...compatibility(ownList, scored(user.id)) })),
    );
    const rows = table(recorded.last()).rows;
    expect(rows.map((row) => [text(row[0]), text(row[1])])).toEqual(expected.map((f) => [f.name, (f.difference as number).toPrecision(3)]));
    // Each figure in its colour: green under 0.9, red over 1.1, plain between (algorithms.md §1b).
    const toneOf = (cell: QueryCell) => (typeof cell === 'object' && 'tone' in cell ? cell.tone : null);
    expect(rows.map((row) => toneOf(row[1]))).toEqual(expected.map((f) => ((f.difference as number) < 0.9 ? 'good' : (f.difference as number) > 1.1 ? 'bad' : null)));
    expect(recorded.progress.at(-1)).toMatch(/^Comparing with \w+ \(14\/14\)$/);
  });

  it('colours a figure green under 0.9 and red over 1.1, to 3 significant digits', () => {
    expect(figureCell(0.8994)).toEqual({ text: '0.899', tone: 'good' });
    expect(figureCell(0.9)).toBe('0.900');
    expect(figureCell(1.1)).toBe('1.10');
    expect(figureCell(1.1004)).toEqual({ text: '1.10', tone: 'bad' });
    expect(figureCell(2.34567)).toEqual({ text: '2.35', tone: 'bad' });
  });

  it('stops during the 1 s pause without an error', async () => {
    harness = installSimulatorFetch(world);
    const recorded = fakeRun(withDefaults(compatibilityFollowing, { user: 'Demo' }));
    harness.onRequest(() => {
      if (recorded.progress.some((line) => line.startsWith('Comparing with'))) setTimeout(() => recorded.controller.abort(), 10);
    });
    const started = Date.now();
    await expect(compatibilityFollowing.run(recorded.run)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(recorded.progress.filter((line) => line.startsWith('Comparing with')).length).toBeLessThan(3);
  });
});

describe('Hidden entries', () => {
  it("lists the user's entries hidden from status lists, page by page", async () => {
    harness = installSimulatorFetch(world);
    pace = '0';
    const expected = world.listEntries(demo.id, 'ANIME').filter((e) => !e.private && e.hiddenFromStatusLists);
    expect(expected.length).toBeGreaterThan(0);
    const recorded = fakeRun(withDefaults(hiddenEntries, { user: 'Demo' }));
    await hiddenEntries.run(recorded.run);
    const ids = table(recorded.last()).rows.map((row) => Number(href(row[0]).split('/')[2]));
    expect(ids.sort((a, b) => a - b)).toEqual(expected.map((e) => e.mediaId).sort((a, b) => a - b));
    const pages = Math.ceil(world.listEntries(demo.id, 'ANIME').filter((e) => !e.private).length / 50);
    expect(recorded.progress.at(-1)).toBe(`Page ${pages} of ${pages}`);
  });
});

describe('Related media not on the list', () => {
  it('lists related media of the same type missing from the list', async () => {
    harness = installSimulatorFetch(world);
    const recorded = fakeRun(withDefaults(relatedNotOnListQuery, { user: VARIOUS_QUERIES_USER }));
    await relatedNotOnListQuery.run(recorded.run);
    const owner = world.users().find((user) => user.name === VARIOUS_QUERIES_USER)!;
    const listed = new Set(world.listEntries(owner.id, 'ANIME').filter((e) => !e.private).map((e) => e.mediaId));
    const expected = new Set<number>();
    for (const id of listed) for (const relation of world.getMedia(id)!.relations) {
      const media = world.getMedia(relation.mediaId);
      if (media && media.type === 'ANIME' && !listed.has(media.id)) expected.add(media.id);
    }
    const ids = table(recorded.last()).rows.map((row) => Number(href(row[0]).split('/')[2]));
    expect(new Set(ids)).toEqual(expected);
    expect(recorded.progress).toEqual(['Collecting list data...', 'Processing...']);
  });

  it("counts the owner's private entries as on the list (the token goes with the read)", async () => {
    harness = installSimulatorFetch(world, DEMO_TOKEN);
    const entries = world.listEntries(demo.id, 'ANIME');
    expect(entries.some((e) => e.private)).toBe(true);
    const listed = new Set(entries.map((e) => e.mediaId));
    const recorded = fakeRun(withDefaults(relatedNotOnListQuery, {}), { token: DEMO_TOKEN, viewer: 'Demo' });
    await relatedNotOnListQuery.run(recorded.run);
    const ids = table(recorded.last()).rows.map((row) => Number(href(row[0]).split('/')[2]));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => listed.has(id))).toEqual([]);
    expect(harness.sent.every((body) => body.auth)).toBe(true);
  });
});

describe('Rank', () => {
  it('finds the user by searching down from page 1000', async () => {
    harness = installSimulatorFetch(world);
    // The ranking as the API pages it, read in full, to know the right answer.
    const ranking: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await executeGraphql(world, { query: documents.VQ_RANK_PAGE, variables: { page, sort: ['WATCHED_TIME_DESC'] } }, undefined);
      const users = (answer.body.data as { Page: { users: { name: string }[] } }).Page.users;
      if (!users.length) break;
      ranking.push(...users.map((user) => user.name));
    }
    const target = world.users().find((user) => user.name === 'Aoi')!;
    const recorded = fakeRun(withDefaults(rank, { user: target.name }));
    await rank.run(recorded.run);
    const result = recorded.last();
    expect(result?.kind === 'lines' && text(result.lines[0][1])).toContain(`is #${ranking.indexOf(target.name) + 1} by time watched`);
    const pages = harness.sent.filter((body) => body.query.includes('VqRankPage')).map((body) => body.variables.page);
    expect(pages[0]).toBe(1000);
  });
});

describe('Find blocked', () => {
  it('names who blocked you among the users given, 2 s per try shortened by the test key', async () => {
    harness = installSimulatorFetch(world, DEMO_TOKEN);
    pace = '0';
    const recorded = fakeRun(withDefaults(findBlocked, { users: 'Aoi, Wasabi, Hidden, NoSuchUserHere, wasabi, Aoi' }), { token: DEMO_TOKEN, viewer: 'Demo' });
    await findBlocked.run(recorded.run);
    expect(recorded.last()).toEqual({ kind: 'lines', lines: [[{ text: 'Wasabi', href: '/user/Wasabi/' }, ' has blocked you']] });
    // A private profile and an unknown name are not found by name, so not tried.
    expect(recorded.progress.at(-1)).toBe('Checking Wasabi (2/2)');
  });

  it('says when none of the following and followers blocked you', async () => {
    harness = installSimulatorFetch(world, 'token-aoi');
    pace = '0';
    const recorded = fakeRun(withDefaults(findBlocked, {}), { token: 'token-aoi', viewer: 'Aoi' });
    await findBlocked.run(recorded.run);
    expect(recorded.last()).toEqual({ kind: 'message', text: NONE_BLOCKED });
  });
});
