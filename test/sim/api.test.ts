import { CHECKER_SEEDED_MEDIA } from '../../sim/world/seedChecker.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type Simulator } from '../../sim/server.ts';
import { DEMO_TOKEN, NOTABLE_USERS } from '../../sim/world/generateUsers.ts';
import { HOARDER_ANIME } from '../../sim/world/generate.ts';

let sim: Simulator;

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function post(query: string, variables?: Record<string, unknown>, token?: string): Promise<Answer> {
  const response = await fetch(`${sim.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Referer: 'https://anilist.co/', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

// Generating the default world takes seconds on a busy machine.
beforeAll(async () => {
  sim = await startServer({ world: { seed: 20_201_122 } });
}, 60_000);
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.resetRateLimit();
  sim.setRateLimit(90);
});

describe('queries', { timeout: 30_000 }, () => {
  it('answers a valid query with data', async () => {
    const a = await post('query ($id: Int) { Media(id: $id) { id type title { romaji english native } idMal } }', { id: 1 });
    expect(a.status).toBe(200);
    const media = sim.world.getMedia(1)!;
    expect(a.body).toEqual({ data: { Media: { id: 1, type: media.type, title: media.title, idMal: media.idMal } } });
  });

  it('rejects a misspelled field with HTTP 400 and graphql-js wording', async () => {
    const a = await post('{ Media(id: 1) { titel } }');
    expect(a.status).toBe(400);
    expect(a.body.data).toBeNull();
    expect(a.body.errors).toEqual([
      {
        message: 'Cannot query field "titel" on type "Media". Did you mean "title", "siteUrl", or "type"?',
        status: 400,
        locations: [{ line: 1, column: 18 }],
      },
    ]);
  });

  it('rejects a bad enum and a syntax error with 400', async () => {
    const bad = await post('{ Page { media(type: ANIMU) { id } } }');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toMatch(/Value "ANIMU" does not exist in "MediaType" enum/);
    const syntax = await post('{ Media(id: 1) { id }');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors[0].message).toMatch(/^Syntax Error/);
  });

  it('serves aliases and several root fields in one request', async () => {
    const a = await post('{ a0a0: Media(id: 1) { id } a0a1: Media(id: 2) { id } u: User(name: "Demo") { id name } tags: MediaTagCollection { name } g: GenreCollection }');
    expect(a.status).toBe(200);
    expect(a.body.data.a0a0).toEqual({ id: 1 });
    expect(a.body.data.a0a1).toEqual({ id: 2 });
    expect(a.body.data.u.name).toBe('Demo');
    expect(a.body.data.tags.length).toBe(sim.world.tags().length);
    expect(a.body.data.g).toContain('Slice of Life');
  });

  it('answers a missing media with 404 Not Found. and data {Media: null}', async () => {
    const a = await post('{ Media(id: 999999999) { id } }');
    expect(a.status).toBe(404);
    expect(a.body.data).toEqual({ Media: null });
    expect(a.body.errors[0]).toMatchObject({ message: 'Not Found.', status: 404 });
  });

  it('reports pageInfo whether it comes before or after the list, aliased, in fragments, with variables', async () => {
    const total = 2000 + CHECKER_SEEDED_MEDIA.MANGA;
    const expected = { total, lastPage: Math.ceil(total / 20), hasNextPage: true };
    const after = await post('query ($t: MediaType) { Page(perPage: 20) { list: media(type: $t) { id } pageInfo { total lastPage hasNextPage } } }', { t: 'MANGA' });
    expect(after.body.data.Page.pageInfo).toEqual(expected);
    const viaFragment = await post('query { Page(perPage: 20) { pageInfo { total lastPage hasNextPage } ...M } } fragment M on Page { media(type: MANGA) { id } }');
    expect(viaFragment.body.data.Page.pageInfo).toEqual(expected);
    const onlyInfo = await post('{ Page(perPage: 20) { ... on Page { pageInfo { total } } ... on Page { media(type: MANGA) { id } } } }');
    expect(onlyInfo.body.data.Page.pageInfo).toEqual({ total });
  });

  it('caps perPage at 50 and reports pageInfo', async () => {
    const a = await post('{ Page(page: 2, perPage: 500) { pageInfo { total perPage currentPage lastPage hasNextPage } media(type: MANGA) { id } } }');
    const total = 2000 + CHECKER_SEEDED_MEDIA.MANGA;
    expect(a.body.data.Page.pageInfo).toEqual({ total, perPage: 50, currentPage: 2, lastPage: Math.ceil(total / 50), hasNextPage: true });
    expect(a.body.data.Page.media.length).toBe(50);
    const lastPage = Math.ceil(total / 50);
    const last = await post(`{ Page(page: ${lastPage}, perPage: 50) { pageInfo { hasNextPage currentPage } media(type: MANGA) { id } } }`);
    expect(last.body.data.Page.pageInfo).toEqual({ hasNextPage: false, currentPage: lastPage });
  });

  it('resolves nested selections', async () => {
    const media = sim.world.allMedia('ANIME').find((m) => m.characters.length > 1 && m.studios.length > 0)!;
    const a = await post(`{ Media(id: ${media.id}) {
      title { userPreferred } tags { name rank description category }
      studios { nodes { name isAnimationStudio } edges { isMain } }
      characters { edges { role node { name { full } } voiceActors(language: JAPANESE) { languageV2 } } }
      staff { edges { role node { id } } }
      relations { edges { relationType node { id } } }
      recommendations { nodes { rating mediaRecommendation { id } } }
      stats { statusDistribution { status amount } scoreDistribution { score amount } }
    } }`);
    expect(a.status).toBe(200);
    const m = a.body.data.Media;
    expect(m.title.userPreferred).toBe(media.title.romaji);
    expect(m.tags[0].description).toBeTruthy();
    expect(m.characters.edges.length).toBe(media.characters.length);
    expect(m.characters.edges[0].voiceActors[0].languageV2).toBe('Japanese');
    expect(m.studios.edges[0].isMain).toBe(true);
    // Nested connections default to 25 a page (the seeded credits run to a second page).
    expect(m.staff.edges.length).toBe(Math.min(media.staff.length, 25));
    expect(m.stats.scoreDistribution.length).toBe(10);
  });

  it('resolves union members (activities, notifications)', async () => {
    const a = await post('{ Page(perPage: 10) { activities(sort: ID_DESC) { __typename ... on TextActivity { id text } ... on ListActivity { id status media { id } } ... on MessageActivity { id message } } } }');
    expect(a.status).toBe(200);
    for (const item of a.body.data.Page.activities) expect(['TextActivity', 'ListActivity', 'MessageActivity']).toContain(item.__typename);
    const n = await post('{ Page(perPage: 50) { notifications { __typename ... on AiringNotification { episode } } } }', undefined, DEMO_TOKEN);
    const names = new Set(n.body.data.Page.notifications.map((x: { __typename: string }) => x.__typename));
    expect(names.size).toBe(17);
  });
});

describe('filters and sorts', { timeout: 30_000 }, () => {
  it('finds media by title search, best match first', async () => {
    const target = sim.world.allMedia('ANIME')[10];
    const a = await post('query ($s: String) { Page(perPage: 5) { media(search: $s, type: ANIME) { id title { romaji } } } }', { s: target.title.romaji });
    expect(a.body.data.Page.media[0].id).toBe(target.id);
  });

  it('filters media by MAL ids, format and genre', async () => {
    const some = sim.world.allMedia('ANIME').filter((m) => m.idMal).slice(0, 3);
    const a = await post('query ($ids: [Int]) { Page { media(idMal_in: $ids, type: ANIME) { id } } }', { ids: some.map((m) => m.idMal) });
    expect(a.body.data.Page.media.map((m: { id: number }) => m.id).sort()).toEqual(some.map((m) => m.id).sort());
    const b = await post('{ Page(perPage: 50) { media(format_in: [MOVIE], genre: "Comedy") { format genres } } }');
    for (const m of b.body.data.Page.media) {
      expect(m.format).toBe('MOVIE');
      expect(m.genres).toContain('Comedy');
    }
  });

  it('gives the signed-in home feed from followed users, newest first', async () => {
    const demo = sim.world.getUserByName('Demo')!;
    const a = await post('{ Page(perPage: 25) { activities(isFollowing: true, sort: ID_DESC) { ... on TextActivity { id userId } ... on ListActivity { id userId } ... on MessageActivity { id messengerId } } } }', undefined, DEMO_TOKEN);
    const items = a.body.data.Page.activities as { id: number; userId?: number; messengerId?: number }[];
    expect(items.length).toBeGreaterThan(0);
    const allowed = new Set([demo.id, ...demo.following]);
    for (const item of items) expect(allowed.has(item.userId ?? item.messengerId!)).toBe(true);
    const ids = items.map((i) => i.id);
    expect(ids).toEqual(ids.slice().sort((x, y) => y - x));
  });

  it('ranks users by time watched', async () => {
    const a = await post('{ Page(perPage: 3) { users(sort: WATCHED_TIME_DESC) { name } } }');
    expect(a.body.data.Page.users[0].name).toBe(NOTABLE_USERS.hoarder);
  });

  it('sorts a media\'s recommendations by rating', async () => {
    const media = sim.world.allMedia('ANIME').find((m) => m.recommendations.length >= 3)!;
    const a = await post(`{ Media(id: ${media.id}) { recommendations(sort: RATING_DESC, perPage: 5) { nodes { rating } } } }`);
    const ratings = a.body.data.Media.recommendations.nodes.map((n: { rating: number }) => n.rating);
    expect(ratings).toEqual(ratings.slice().sort((x: number, y: number) => y - x));
  });
});

describe('lists', { timeout: 30_000 }, () => {
  it('MediaListCollection without a user or a type is an error', async () => {
    const noUser = await post('{ MediaListCollection(type: ANIME) { lists { name } } }');
    expect(noUser.status).toBe(400);
    expect(noUser.body.data).toEqual({ MediaListCollection: null });
    expect(noUser.body.errors[0].status).toBe(400);
    const noType = await post('{ MediaListCollection(userName: "Demo") { lists { name } } }');
    expect(noType.status).toBe(400);
  });

  it('groups a list by status and custom lists', async () => {
    const a = await post('{ MediaListCollection(userName: "Demo", type: ANIME) { user { name } lists { name isCustomList status entries { id mediaId } } } }');
    expect(a.status).toBe(200);
    const lists = a.body.data.MediaListCollection.lists as { name: string; isCustomList: boolean; entries: unknown[] }[];
    expect(lists.some((l) => l.name === 'Completed' && !l.isCustomList)).toBe(true);
    expect(lists.some((l) => l.isCustomList)).toBe(true);
  });

  it('serves the 11,000-entry list in chunks', async () => {
    const query = 'query ($chunk: Int) { MediaListCollection(userName: "Hoarder", type: ANIME, chunk: $chunk, perChunk: 500) { hasNextChunk lists { entries { id } } } }';
    const first = await post(query, { chunk: 1 });
    // An entry on a custom list appears in that list too: count distinct entries.
    const count = (b: Answer) =>
      new Set(b.body.data.MediaListCollection.lists.flatMap((l: { entries: { id: number }[] }) => l.entries.map((e) => e.id))).size;
    expect(first.body.data.MediaListCollection.hasNextChunk).toBe(true);
    expect(count(first)).toBe(500);
    // Anonymous readers do not see private entries.
    const hoarder = sim.world.getUserByName('Hoarder')!;
    const visible = sim.world.listEntries(hoarder.id, 'ANIME').filter((e) => !e.private).length;
    expect(visible).toBeLessThan(HOARDER_ANIME);
    const lastChunk = Math.ceil(visible / 500);
    const last = await post(query, { chunk: lastChunk });
    expect(last.body.data.MediaListCollection.hasNextChunk).toBe(false);
    expect(count(last)).toBe(visible - (lastChunk - 1) * 500);
    const owner = await post(query, { chunk: Math.ceil(HOARDER_ANIME / 500) }, hoarder.token!);
    expect(count(owner)).toBe(HOARDER_ANIME - (Math.ceil(HOARDER_ANIME / 500) - 1) * 500);
  });

  it('answers Private User (404) for a private profile, but not to its owner', async () => {
    const q = `{ MediaListCollection(userName: "${NOTABLE_USERS.private}", type: ANIME) { lists { name } } }`;
    const other = await post(q);
    expect(other.status).toBe(404);
    expect(other.body.errors[0]).toMatchObject({ message: 'Private User', status: 404 });
    const owner = await post(q, undefined, sim.world.getUserByName(NOTABLE_USERS.private)!.token!);
    expect(owner.status).toBe(200);
  });

  it('converts scores with score(format:)', async () => {
    const demo = sim.world.getUserByName('Demo')!;
    const entry = sim.world.listEntries(demo.id, 'ANIME').find((e) => e.scoreRaw > 0 && !e.private)!;
    const a = await post(`{ MediaList(id: ${entry.id}) { score scoreRaw: score(format: POINT_100) } }`);
    expect(a.body.data.MediaList).toEqual({ score: entry.score, scoreRaw: entry.scoreRaw });
  });

  it('hides private entries from everyone but their owner', async () => {
    const demo = sim.world.getUserByName('Demo')!;
    const entry = sim.world.listEntries(demo.id, 'ANIME').find((e) => e.private)!;
    const q = `{ MediaList(id: ${entry.id}) { id } }`;
    expect((await post(q)).status).toBe(404);
    expect((await post(q, undefined, DEMO_TOKEN)).body.data.MediaList).toEqual({ id: entry.id });
  });
});

describe('privacy', { timeout: 30_000 }, () => {
  it("hides a private profile's activities and the profile itself from others", async () => {
    const hidden = sim.world.getUserByName(NOTABLE_USERS.private)!;
    const own = sim.world.activities({ userId: hidden.id }).find((a) => a.type !== 'MESSAGE')!;
    const q = `{ Activity(id: ${own.id}) { __typename } }`;
    expect((await post(q)).status).toBe(404);
    expect((await post(q, undefined, hidden.token!)).status).toBe(200);
    const page = await post(`{ Page { activities(userId: ${hidden.id}) { __typename } } }`);
    expect(page.body.data.Page.activities.filter((a: { __typename: string }) => a.__typename !== 'MessageActivity')).toEqual([]);
    const user = await post(`{ User(name: "${hidden.name}") { id } }`);
    expect(user.status).toBe(404);
    expect(user.body.errors[0].message).toBe('Private User');
  });

  it('answers Not Found. for a user that does not exist', async () => {
    const a = await post('{ User(name: "NoSuchUser") { id } }');
    expect(a.status).toBe(404);
    expect(a.body).toMatchObject({ errors: [{ message: 'Not Found.', status: 404 }], data: { User: null } });
  });
});

describe('authentication', { timeout: 30_000 }, () => {
  it('Viewer without a token is Unauthorized. (401)', async () => {
    const a = await post('{ Viewer { id } }');
    expect(a.status).toBe(401);
    expect(a.body).toEqual({ errors: [{ message: 'Unauthorized.', status: 401, locations: [{ line: 1, column: 3 }] }], data: { Viewer: null } });
  });

  it('a bad token is Invalid token (400) for any request', async () => {
    const a = await post('{ Media(id: 1) { id } }', undefined, 'not-a-token');
    expect(a.status).toBe(400);
    expect(a.body).toEqual({ errors: [{ message: 'Invalid token', status: 400 }], data: null });
  });

  it('Viewer with the demo token is the demo user', async () => {
    const a = await post('{ Viewer { id name mediaListOptions { scoreFormat } } }', undefined, DEMO_TOKEN);
    expect(a.body.data.Viewer).toMatchObject({ name: 'Demo', mediaListOptions: { scoreFormat: 'POINT_10_DECIMAL' } });
  });

  it('notifications and mutations need a token', async () => {
    expect((await post('{ Page { notifications { __typename } } }')).status).toBe(401);
    expect((await post('mutation { ToggleFollow(userId: 1018) { id } }')).status).toBe(401);
  });
});

describe('rate limit', { timeout: 30_000 }, () => {
  it('sends X-RateLimit headers and answers 429 with Retry-After past the limit', async () => {
    sim.setRateLimit(3);
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const a = await post('{ GenreCollection }');
      expect(a.status).toBe(200);
      expect(a.headers.get('x-ratelimit-limit')).toBe('3');
      seen.push(a.headers.get('x-ratelimit-remaining')!);
    }
    expect(seen).toEqual(['2', '1', '0']);
    const refused = await post('{ GenreCollection }');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(Number(refused.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    expect(refused.body.errors[0]).toMatchObject({ message: 'Too Many Requests.', status: 429 });
    sim.resetRateLimit();
    expect((await post('{ GenreCollection }')).status).toBe(200);
  });

  it('answers CORS preflight with the allowed headers', async () => {
    const r = await fetch(`${sim.url}/graphql`, { method: 'OPTIONS' });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(r.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    expect(r.headers.get('access-control-expose-headers')).toMatch(/X-RateLimit-Remaining/);
    expect(r.headers.get('x-ratelimit-limit')).toBe('90');
    expect(r.headers.get('x-ratelimit-remaining')).toBe('90');
  });

  it('puts the budget on the 405 answer to GET too, without counting it', async () => {
    await post('{ GenreCollection }');
    const r = await fetch(`${sim.url}/graphql`);
    expect(r.status).toBe(405);
    expect(r.headers.get('x-ratelimit-limit')).toBe('90');
    expect(r.headers.get('x-ratelimit-remaining')).toBe('89');
  });

  it('honours a short window: Retry-After is the real remaining time and the budget comes back', async () => {
    const quick = await startServer({ world: sim.world, rateLimit: 1, rateWindowMs: 1_000 });
    try {
      const ask = () => fetch(`${quick.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Referer: 'https://anilist.co/' }, body: JSON.stringify({ query: '{ GenreCollection }' }) });
      expect((await ask()).status).toBe(200);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, 1_050));
      expect((await ask()).status).toBe(200);
      expect(quick.requests.map((r) => r.status)).toEqual([200, 429, 200]);
    } finally {
      await quick.close();
    }
  });
});

describe('mutations change the world', { timeout: 30_000 }, () => {
  const demo = () => sim.world.getUserByName('Demo')!;

  it('SaveMediaListEntry and DeleteMediaListEntry', async () => {
    const media = sim.world.allMedia('ANIME').find((m) => !sim.world.listEntryFor(demo().id, m.id))!;
    const saved = await post('mutation ($m: Int) { SaveMediaListEntry(mediaId: $m, status: CURRENT, progress: 4, score: 8.5, notes: "#new") { id status progress score scoreRaw: score(format: POINT_100) notes } }', { m: media.id }, DEMO_TOKEN);
    expect(saved.status).toBe(200);
    expect(saved.body.data.SaveMediaListEntry).toMatchObject({ status: 'CURRENT', progress: 4, score: 8.5, scoreRaw: 85, notes: '#new' });
    const entry = sim.world.listEntryFor(demo().id, media.id)!;
    expect(entry.progress).toBe(4);
    // AniList posts the change as a list activity.
    const latest = sim.world.activities({ userId: demo().id, mediaId: media.id })[0];
    expect(latest).toMatchObject({ type: 'ANIME_LIST', status: 'watched episode', progress: '4' });
    const deleted = await post(`mutation { DeleteMediaListEntry(id: ${entry.id}) { deleted } }`, undefined, DEMO_TOKEN);
    expect(deleted.body.data.DeleteMediaListEntry).toEqual({ deleted: true });
    expect(sim.world.listEntryFor(demo().id, media.id)).toBeUndefined();
  });

  it('UpdateMediaListEntries sets the same fields on several entries, and refuses the whole batch when one is not yours', async () => {
    const [a, b] = sim.world.listEntries(demo().id, 'ANIME').slice(0, 2);
    const notesOfB = b.notes;
    const answer = await post(`mutation { UpdateMediaListEntries(ids: [${a.id}, ${b.id}], status: PAUSED, repeat: 2, startedAt: { year: 2020, month: 5 }) { id status repeat } }`, undefined, DEMO_TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.body.data.UpdateMediaListEntries).toEqual([{ id: a.id, status: 'PAUSED', repeat: 2 }, { id: b.id, status: 'PAUSED', repeat: 2 }]);
    expect(sim.world.getListEntry(b.id)).toMatchObject({ status: 'PAUSED', repeat: 2, notes: notesOfB, startedAt: { year: 2020, month: 5, day: null } });
    const foreign = sim.world.listEntries(sim.world.getUserByName('Aoi')!.id, 'ANIME')[0];
    const refused = await post(`mutation { UpdateMediaListEntries(ids: [${a.id}, ${foreign.id}], status: DROPPED) { id } }`, undefined, DEMO_TOKEN);
    expect(refused.body.errors[0].status).toBe(401);
    expect(sim.world.getListEntry(a.id)?.status).toBe('PAUSED');
    const empty = await post('mutation { UpdateMediaListEntries(ids: [], status: DROPPED) { id } }', undefined, DEMO_TOKEN);
    expect(empty.body.errors[0].validation).toEqual({ ids: ['The ids field is required.'] });
  });

  it("refuses to change another user's entry", async () => {
    const other = sim.world.getUserByName('Aoi')!;
    const entry = sim.world.listEntries(other.id, 'ANIME')[0];
    const a = await post(`mutation { DeleteMediaListEntry(id: ${entry.id}) { deleted } }`, undefined, DEMO_TOKEN);
    expect(a.body.errors[0].status).toBe(401);
    expect(sim.world.getListEntry(entry.id)).toBe(entry);
  });

  it('ToggleLike and ToggleLikeV2', async () => {
    const activity = sim.world.activities().find((a) => !a.likes.includes(demo().id))!;
    const liked = await post(`mutation { ToggleLike(id: ${activity.id}, type: ACTIVITY) { id name } }`, undefined, DEMO_TOKEN);
    expect(liked.body.data.ToggleLike.map((u: { name: string }) => u.name)).toContain('Demo');
    expect(activity.likes).toContain(demo().id);
    const v2 = await post(`mutation { ToggleLikeV2(id: ${activity.id}, type: ACTIVITY) { __typename ... on TextActivity { isLiked } ... on ListActivity { isLiked } ... on MessageActivity { isLiked } } }`, undefined, DEMO_TOKEN);
    expect(v2.body.data.ToggleLikeV2.isLiked).toBe(false);
    expect(activity.likes).not.toContain(demo().id);
  });

  it('asHtml renders markdown with span.youtube and .media-embed, as the pages do (host-dom §1.5)', async () => {
    const media = sim.world.allMedia('ANIME').find((m) => !m.isAdult)!;
    const source = `youtube(dQw4w9WgXcQ) https://anilist.co/anime/${media.id}/x <i>raw</i>`;
    const saved = await post('mutation ($t: String) { SaveTextActivity(text: $t) { id } }', { t: source }, DEMO_TOKEN);
    const id = saved.body.data.SaveTextActivity.id;
    const read = await post('query ($id: Int) { Activity(id: $id) { ... on TextActivity { html: text(asHtml: true) plain: text } } }', { id });
    const { html: rendered, plain } = read.body.data.Activity;
    expect(plain).toBe(source);
    expect(rendered).toContain('<span class="youtube" id="dQw4w9WgXcQ"></span>');
    expect(rendered).toMatch(new RegExp(`<a href="/anime/${media.id}/[^"]*" class="media-embed" data-media-id="${media.id}" data-media-type="anime">`));
    // API answers keep the source's HTML: the script must sanitise them itself.
    expect(rendered).toContain('<i>raw</i>');
    await post('mutation ($id: Int) { DeleteActivity(id: $id) { deleted } }', { id }, DEMO_TOKEN);
  });

  it('SaveTextActivity, SaveActivityReply, DeleteActivityReply, DeleteActivity', async () => {
    const text = await post('mutation { SaveTextActivity(text: "hello <b>world</b>") { id text user { name } } }', undefined, DEMO_TOKEN);
    const id = text.body.data.SaveTextActivity.id;
    expect(text.body.data.SaveTextActivity).toMatchObject({ text: 'hello <b>world</b>', user: { name: 'Demo' } });
    expect(sim.world.getActivity(id)).toBeDefined();
    const reply = await post(`mutation { SaveActivityReply(activityId: ${id}, text: "a reply") { id text activityId } }`, undefined, DEMO_TOKEN);
    const replyId = reply.body.data.SaveActivityReply.id;
    expect(sim.world.getActivity(id)!.replies.map((r) => r.id)).toEqual([replyId]);
    expect((await post(`mutation { DeleteActivityReply(id: ${replyId}) { deleted } }`, undefined, DEMO_TOKEN)).body.data.DeleteActivityReply.deleted).toBe(true);
    expect(sim.world.getActivity(id)!.replies).toEqual([]);
    expect((await post(`mutation { DeleteActivity(id: ${id}) { deleted } }`, undefined, DEMO_TOKEN)).body.data.DeleteActivity.deleted).toBe(true);
    expect(sim.world.getActivity(id)).toBeUndefined();
  });

  it('SaveMessageActivity', async () => {
    const recipient = sim.world.getUserByName('Aoi')!;
    const a = await post(`mutation { SaveMessageActivity(recipientId: ${recipient.id}, message: "hi", private: true) { id message isPrivate recipient { name } messenger { name } } }`, undefined, DEMO_TOKEN);
    expect(a.body.data.SaveMessageActivity).toMatchObject({ message: 'hi', isPrivate: true, recipient: { name: 'Aoi' }, messenger: { name: 'Demo' } });
    const stored = sim.world.getActivity(a.body.data.SaveMessageActivity.id)!;
    expect(stored.type).toBe('MESSAGE');
  });

  it('UpdateUser and ToggleFollow', async () => {
    const a = await post('mutation { UpdateUser(about: "new about", titleLanguage: ENGLISH) { about options { titleLanguage } } }', undefined, DEMO_TOKEN);
    expect(a.body.data.UpdateUser).toEqual({ about: 'new about', options: { titleLanguage: 'ENGLISH' } });
    expect(demo().about).toBe('new about');
    const target = sim.world.users().find((u) => u.id !== demo().id && !demo().following.includes(u.id))!;
    const f = await post(`mutation { ToggleFollow(userId: ${target.id}) { name isFollowing } }`, undefined, DEMO_TOKEN);
    expect(f.body.data.ToggleFollow).toEqual({ name: target.name, isFollowing: true });
    expect(demo().following).toContain(target.id);
    await post(`mutation { ToggleFollow(userId: ${target.id}) { id } }`, undefined, DEMO_TOKEN);
    expect(demo().following).not.toContain(target.id);
    await post('mutation { UpdateUser(titleLanguage: ROMAJI) { id } }', undefined, DEMO_TOKEN);
  });

  it('reading notifications with resetNotificationCount clears the unread count', async () => {
    expect(sim.world.unreadNotificationCount(demo().id)).toBeGreaterThan(0);
    await post('{ Page { notifications(resetNotificationCount: true) { __typename } } }', undefined, DEMO_TOKEN);
    const a = await post('{ Viewer { unreadNotificationCount } }', undefined, DEMO_TOKEN);
    expect(a.body.data.Viewer.unreadNotificationCount).toBe(0);
  });
});

describe('request log', { timeout: 30_000 }, () => {
  it('records query text, variables, token and status of each request', async () => {
    sim.requests.length = 0;
    await post('query ($id: Int) { Media(id: $id) { id } }', { id: 1 }, DEMO_TOKEN);
    await post('{ Media(id: 1) { titel } }');
    expect(sim.requests.length).toBe(2);
    expect(sim.requests[0]).toMatchObject({ operation: 'query ($id: Int) { Media(id: $id) { id } }', variables: { id: 1 }, token: DEMO_TOKEN, status: 200 });
    expect(sim.requests[1]).toMatchObject({ operation: '{ Media(id: 1) { titel } }', variables: null, token: null, status: 400 });
    expect(typeof sim.requests[0].time).toBe('number');
  });
});

describe('follow lists', { timeout: 30_000 }, () => {
  it('pages followers and followings sorted by username, with totals over 600 for Starlight', async () => {
    const star = sim.world.getUserByName('Starlight')!;
    const a = await post(
      `query ($id: Int!) {
        total: Page(perPage: 1) { pageInfo { total } followers(userId: $id) { id } }
        p12: Page(page: 12, perPage: 50) { pageInfo { currentPage hasNextPage } followers(userId: $id, sort: USERNAME) { name } }
        p1: Page(page: 1, perPage: 50) { following(userId: $id, sort: USERNAME) { name } }
      }`,
      { id: star.id },
    );
    expect(a.status).toBe(200);
    expect(a.body.data.total.pageInfo.total).toBe(700);
    const followers = sim.world.followersOf(star.id).map((u) => u.name.toLowerCase()).sort();
    expect(a.body.data.p12.followers.map((u: { name: string }) => u.name.toLowerCase())).toEqual(followers.slice(550, 600));
    expect(a.body.data.p12.pageInfo.hasNextPage).toBe(true);
    const following = sim.world.followingOf(star.id).map((u) => u.name.toLowerCase()).sort();
    expect(a.body.data.p1.following.map((u: { name: string }) => u.name.toLowerCase())).toEqual(following.slice(0, 50));
  });
});
