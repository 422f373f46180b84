import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { graphqlInWorker, type FetchBridge } from '../../../src/workers/fetchInWorker';
import { CompareSession, type CompareListLoader } from '../../../src/workers/session/compare';
import type { CompareUserList } from '../../../src/workers/compare';
import { zScoreDifference } from '../../../src/workers/compare/compatibility';
import { compareListLoader } from '../../../src/workers/session/compareLoad';
import { COMPARE_USER_LIST_ANIME, COMPARE_USER_LIST_MANGA } from '../../../src/api/queries/compare';
import { CheckerSession } from '../../../src/workers/session/checker';
import { ImportSession } from '../../../src/workers/session/import';
import { autorecsForUser } from '../../../src/workers/session/autorecsJob';
import { computeApi } from '../../../src/workers/session/api';
import { AUTORECS_LIST, LIST_NOTES } from '../../../src/api/queries/lists';
import { planOwnImport } from '../../../src/workers/session/ownImport';
import type { DownRefusal, HealthOutcome } from '../../../src/api/health';
import type { HealthVerdict } from '../../../src/api/permits';
import { API_DOWN_MESSAGE } from '../../../src/api/client';

interface GraphQlBody {
  query: string;
  variables: Record<string, unknown>;
}

type Answer = { status?: number; headers?: Record<string, string>; body: unknown };
type Handler = (body: GraphQlBody, init: RequestInit) => Answer;

const ENDPOINT = 'https://graphql.anilist.co';
let handler: Handler;
const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
  expect(String(url)).toBe(ENDPOINT);
  const answer = handler(JSON.parse(String(init?.body)) as GraphQlBody, init ?? {});
  return new Response(JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...answer.headers },
  });
});

function bridge(token = '') {
  return {
    endpoint: ENDPOINT,
    referrer: 'https://anilist.co/user/Demo/',
    token,
    acquirePermit: vi.fn(async (): Promise<void | DownRefusal> => undefined),
    recordResponse: vi.fn((_status: number, _headers: Record<string, string>) => undefined),
    recordHealth: vi.fn((_outcome: HealthOutcome): HealthVerdict => 'counted'),
    clearToken: vi.fn(() => undefined),
  } satisfies FetchBridge;
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const schema = buildSchema(readFileSync(new URL('../../../sim/schema.graphql', import.meta.url), 'utf8'));
const errorsOf = (document: string) => validate(schema, parse(document)).map((e) => e.message);

// ---- a small stand-in for AniList's answers ----

function entry(mediaId: number, score: number, status = 'COMPLETED', romaji = `Title ${mediaId}`) {
  return { mediaId, status, progress: 3, score, media: { id: mediaId, episodes: 12, chapters: null, format: 'TV', title: { romaji, native: null, english: null }, averageScore: 70, popularity: 1000 } };
}

const users: Record<string, { id: number; format: string; entries: ReturnType<typeof entry>[]; favourites: number[] }> = {
  alice: { id: 1, format: 'POINT_10', entries: [entry(1, 8), entry(2, 6), entry(3, 0, 'PLANNING')], favourites: [2] },
  bob: { id: 2, format: 'POINT_100', entries: [entry(2, 90), entry(4, 40)], favourites: [] },
};

const compareHandler: Handler = ({ variables }) => {
  const name = String(variables.userName);
  if (name === 'blocker') return { status: 404, body: { data: { MediaListCollection: null, User: { id: 5, favourites: null } }, errors: [{ message: 'Not Found.', status: 404 }] } };
  if (name === 'hidden') return { status: 403, body: { data: { MediaListCollection: null, User: null }, errors: [{ message: 'Private User', status: 403 }] } };
  const user = users[name.toLowerCase()];
  if (!user) return { status: 404, body: { data: { MediaListCollection: null, User: null }, errors: [{ message: 'Not Found.', status: 404 }] } };
  const canonical = name[0].toUpperCase() + name.slice(1).toLowerCase();
  return {
    body: {
      data: {
        MediaListCollection: {
          // The same entry in a custom list as well: raw mode keeps one.
          lists: [{ entries: user.entries }, { entries: user.entries.slice(0, 1) }],
          user: { id: user.id, name: canonical, avatar: { large: `https://img/${name}.png` }, mediaListOptions: { scoreFormat: user.format } },
        },
        User: { id: user.id, favourites: { p1: { nodes: user.favourites.map((id) => ({ id })) }, p2: { nodes: [] }, p3: null } },
      },
    },
  };
};

describe('graphqlInWorker', () => {
  it('posts to the given endpoint, takes a permit first and reports the rate headers', async () => {
    handler = () => ({ headers: { 'X-RateLimit-Remaining': '59', 'X-RateLimit-Limit': '90' }, body: { data: { ok: 1 } } });
    const b = bridge('secret-token');
    const result = await graphqlInWorker(b, 'query { ok }', { a: 1 });
    expect(result).toEqual({ kind: 'ok', data: { ok: 1 } });
    expect(b.acquirePermit).toHaveBeenCalledTimes(1);
    expect(b.recordResponse).toHaveBeenCalledWith(200, { 'x-ratelimit-limit': '90', 'x-ratelimit-remaining': '59' });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
  });

  it("sends the page's address as the Referer (a Blob worker sends none by itself) and reports the API's health", async () => {
    handler = () => ({ body: { data: { ok: 1 } } });
    const b = bridge();
    await graphqlInWorker(b, 'query { ok }', {});
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.referrer).toBe('https://anilist.co/user/Demo/');
    expect(init.referrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(b.recordHealth).toHaveBeenCalledExactlyOnceWith('ok');
  });

  it("sends nothing while the page's gate says the API is down, and ends as a plain failure", async () => {
    const b = bridge('token');
    b.acquirePermit.mockResolvedValueOnce({ down: true, retryAt: 123 });
    expect(await graphqlInWorker(b, 'query { ok }', {})).toEqual({ kind: 'failed', status: 0, message: API_DOWN_MESSAGE });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reports AniList's 'temporarily disabled' 403 and 5xx to the page's health state", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    handler = () => ({ status: 403, body: { data: null, errors: [{ message: 'The AniList API has been temporarily disabled due to severe stability issues.', status: 403 }] } });
    const b = bridge();
    expect(await graphqlInWorker(b, 'query { ok }', {})).toMatchObject({ kind: 'failed', status: 403 });
    handler = () => ({ status: 502, body: { data: null } });
    await graphqlInWorker(b, 'query { ok }', {});
    expect(b.recordHealth.mock.calls).toEqual([['disabled'], ['serverError']]);
    error.mockRestore();
  });

  it('sends no Authorization header without a token', async () => {
    handler = () => ({ body: { data: { ok: 1 } } });
    await graphqlInWorker(bridge(''), 'query { ok }', {});
    expect((fetchMock.mock.calls[0][1] as RequestInit).headers).not.toHaveProperty('Authorization');
  });

  it('retries after a 429, asking the budget for a new permit each time', async () => {
    let calls = 0;
    handler = () => (++calls === 1
      ? { status: 429, headers: { 'Retry-After': '2' }, body: { errors: [{ message: 'Too Many Requests.', status: 429 }] } }
      : { body: { data: { ok: 2 } } });
    const b = bridge();
    expect(await graphqlInWorker(b, 'query { ok }', {})).toEqual({ kind: 'ok', data: { ok: 2 } });
    expect(b.acquirePermit).toHaveBeenCalledTimes(2);
    expect(b.recordResponse).toHaveBeenNthCalledWith(1, 429, { 'retry-after': '2' });
  });

  it('gives up after repeated 429s with a typed failure', async () => {
    handler = () => ({ status: 429, headers: { 'Retry-After': '1' }, body: { errors: [{ message: 'Too Many Requests.', status: 429 }] } });
    const result = await graphqlInWorker(bridge(), 'query { ok }', {});
    expect(result).toMatchObject({ kind: 'failed', status: 429, message: 'Too Many Requests.' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('an Invalid token answer clears the page\'s token through the bridge and ends as a failure', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    handler = () => ({ status: 400, body: { data: null, errors: [{ message: 'Invalid token', status: 400 }] } });
    const b = bridge('stale-token');
    expect(await graphqlInWorker(b, 'query { ok }', {})).toEqual({ kind: 'failed', status: 401, message: 'Invalid token' });
    expect(b.clearToken).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('access token retracted');
    // Without a token nothing was retracted: an ordinary failure, and the page's token is left alone.
    const anonymous = bridge('');
    expect(await graphqlInWorker(anonymous, 'query { ok }', {})).toMatchObject({ kind: 'failed', status: 400 });
    expect(anonymous.clearToken).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('sends to the endpoint the page chose, not one of its own', async () => {
    const sent: string[] = [];
    fetchMock.mockImplementationOnce(async (url) => {
      sent.push(String(url));
      return new Response(JSON.stringify({ data: { ok: 1 } }), { status: 200 });
    });
    expect(await graphqlInWorker({ ...bridge(), endpoint: 'http://127.0.0.1:4173/graphql' }, 'query { ok }', {})).toEqual({ kind: 'ok', data: { ok: 1 } });
    expect(sent).toEqual(['http://127.0.0.1:4173/graphql']);
  });

  it('a private profile is told apart whatever the status', async () => {
    handler = () => ({ status: 404, body: { errors: [{ message: 'Private User', status: 404 }], data: null } });
    expect(await graphqlInWorker(bridge(), 'q', {})).toEqual({ kind: 'private', message: 'Private User' });
  });

  it('types not found, private, failures and aborts instead of throwing', async () => {
    handler = () => ({ status: 404, body: { errors: [{ message: 'Not Found.', status: 404 }], data: null } });
    expect((await graphqlInWorker(bridge(), 'q', {})).kind).toBe('notFound');
    handler = () => ({ status: 403, body: { errors: [{ message: 'Private User', status: 403 }], data: null } });
    expect((await graphqlInWorker(bridge(), 'q', {})).kind).toBe('private');
    handler = () => ({ status: 500, body: 'oops' });
    expect(await graphqlInWorker(bridge(), 'q', {})).toMatchObject({ kind: 'failed', status: 500, message: 'HTTP 500' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await graphqlInWorker(bridge(), 'q', {})).toEqual({ kind: 'failed', status: 0, message: 'Failed to fetch' });
    const controller = new AbortController();
    controller.abort();
    expect(await graphqlInWorker(bridge(), 'q', {}, controller.signal)).toEqual({ kind: 'aborted' });
  });
});

describe('compare session', () => {
  beforeEach(() => {
    handler = compareHandler;
  });

  it('its list queries are valid against the schema', () => {
    expect(errorsOf(COMPARE_USER_LIST_ANIME)).toEqual([]);
    expect(errorsOf(COMPARE_USER_LIST_MANGA)).toEqual([]);
  });

  it('adds users fetched in the session, answers row windows and a summary', async () => {
    const session = new CompareSession({ type: 'ANIME', options: { minRatings: 0 } }, compareListLoader(bridge()));
    const progress: string[] = [];
    const first = await session.addUser('alice', (stage) => progress.push(stage));
    expect(first.ok).toBe(true);
    expect(progress).toEqual(['loading', 'processing']);
    const second = await session.addUser('bob');
    expect(second.ok && second.summary.users.map((u) => [u.name, u.scoreFormat, u.entryCount])).toEqual([
      ['Alice', 'POINT_10', 3], ['Bob', 'POINT_100', 2],
    ]);
    expect(session.rowCount()).toBe(4);
    const window = session.rowWindow(1, 2);
    expect(window).toHaveLength(2);
    const all = session.rowWindow(0, 100);
    const row2 = all.find((row) => row.id === 2);
    expect(row2?.cells.map((cell) => [cell.score, cell.favourite])).toEqual([[60, true], [90, false]]);
    expect(session.exportCsv().content.split('\n')[0]).toBe('Title,Average,Alice,Bob');
  });

  it('removing a user drops rows nobody else has; re-adding comes from the cache', async () => {
    const session = new CompareSession({ type: 'ANIME', options: { minRatings: 0 } }, compareListLoader(bridge()));
    await session.addUser('alice');
    await session.addUser('bob');
    const summary = session.removeUser('BOB');
    expect(summary.users.map((u) => u.name)).toEqual(['Alice']);
    expect(session.rowCount()).toBe(3);
    const again = await session.addUser('bob');
    expect(again.ok && again.fromCache).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('columns follow the order users were asked for, whatever order the lists arrive in', async () => {
    const pending = new Map<string, (value: Awaited<ReturnType<CompareListLoader>>) => void>();
    const loader: CompareListLoader = (name) => new Promise((resolve) => pending.set(name, resolve));
    const session = new CompareSession({ type: 'ANIME' }, loader);
    const a = session.addUser('A');
    const b = session.addUser('B');
    const c = session.addUser('C');
    pending.get('C')?.({ kind: 'ok', data: { name: 'C', entries: [{ mediaId: 1, score: 50, status: 'COMPLETED' }] } });
    pending.get('A')?.({ kind: 'ok', data: { name: 'A', entries: [{ mediaId: 1, score: 60, status: 'COMPLETED' }] } });
    await Promise.all([a, c]);
    pending.get('B')?.({ kind: 'ok', data: { name: 'B', entries: [{ mediaId: 2, score: 70, status: 'COMPLETED' }] } });
    await b;
    expect(session.summary().users.map((u) => u.name)).toEqual(['A', 'B', 'C']);
  });

  it('a missing, private or blocking user comes back as a typed result, not an exception', async () => {
    const session = new CompareSession({ type: 'ANIME' }, compareListLoader(bridge()));
    expect(await session.addUser('ghost')).toEqual({ ok: false, reason: 'notFound', message: 'Not Found.' });
    expect(await session.addUser('hidden')).toEqual({ ok: false, reason: 'private', message: 'Private User' });
    expect(await session.addUser('blocker')).toEqual({ ok: false, reason: 'blocked', message: 'Not Found.' });
    expect(await session.addUser('  ')).toMatchObject({ ok: false, reason: 'notFound' });
    expect(session.summary().users).toEqual([]);
  });

  it('compatibility: each other column against the first, over the media both rated', async () => {
    const lists: Record<string, CompareUserList> = {
      A: { name: 'A', scoreFormat: 'POINT_10', entries: [
        { mediaId: 1, score: 8, status: 'COMPLETED' }, { mediaId: 2, score: 6, status: 'COMPLETED' },
        { mediaId: 3, score: 7, status: 'COMPLETED' }, { mediaId: 4, score: 5, status: 'COMPLETED' },
      ] },
      B: { name: 'B', scoreFormat: 'POINT_100', entries: [
        { mediaId: 1, score: 90, status: 'COMPLETED' }, { mediaId: 2, score: 50, status: 'COMPLETED' },
        { mediaId: 3, score: 0, status: 'CURRENT' }, { mediaId: 4, score: 60, status: 'COMPLETED' }, { mediaId: 5, score: 70, status: 'COMPLETED' },
      ] },
      C: { name: 'C', scoreFormat: 'POINT_100', entries: [{ mediaId: 1, score: 10, status: 'COMPLETED' }, { mediaId: 9, score: 10, status: 'COMPLETED' }] },
    };
    const session = new CompareSession({ type: 'ANIME', options: { formatFilter: 'MOVIE' } }, async (name) => ({ kind: 'ok', data: lists[name] }));
    expect(session.rowCount()).toBe(0);
    await session.addUser('A');
    expect(session.compatibility()).toBeNull();
    await session.addUser('B');
    await session.addUser('C');
    expect(session.rowCount()).toBe(0);
    const result = session.compatibility();
    // A's 10-point scores count as 80, 60, 50 against B's 90, 50, 60 (media 3 B did not rate);
    // the format filter hides every row but does not change the figure.
    expect(result?.base).toBe('A');
    expect(result?.results.map((r) => [r.name, r.shared])).toEqual([['B', 3], ['C', 1]]);
    expect(result?.results[0].difference).toBeCloseTo(0.38827, 4);
    expect(result?.results[0].difference).toBe(zScoreDifference([80, 60, 50], [90, 50, 60]));
    expect(result?.results[1].difference).toBeNull();
    session.removeUser('A');
    expect(session.compatibility()).toEqual({ base: 'B', results: [{ name: 'C', difference: null, shared: 1 }] });
  });

  it('closing aborts loads in flight', async () => {
    let seen: AbortSignal | undefined;
    const loader: CompareListLoader = (_name, _type, signal) => {
      seen = signal;
      return new Promise((resolve) => signal.addEventListener('abort', () => resolve({ kind: 'aborted' })));
    };
    const session = new CompareSession({ type: 'MANGA' }, loader);
    const adding = session.addUser('alice');
    session.close();
    expect(seen?.aborted).toBe(true);
    expect(await adding).toMatchObject({ ok: false, reason: 'aborted' });
  });

  it('the api addresses sessions by id and forgets closed ones', async () => {
    const id = computeApi.compareOpen({ type: 'ANIME', options: { minRatings: 0 } }, bridge());
    const added = await computeApi.compareAddUser(id, 'alice');
    expect(added.ok).toBe(true);
    expect(computeApi.compareRowCount(id)).toBe(3);
    expect(computeApi.compareCompatibility(id)).toBeNull();
    const before = computeApi.openSessionCount();
    computeApi.closeSession(id);
    expect(computeApi.openSessionCount()).toBe(before - 1);
    expect(() => computeApi.compareRowCount(id)).toThrow(/no such session/);
  });
});

describe('checker session', () => {
  const media = (id: number, idMal: number | null, native: string | null) => ({
    id, idMal, type: 'ANIME', format: 'TV', status: 'NOT_YET_RELEASED', title: { romaji: `R${id}`, native, english: null },
    genres: ['Action'], synonyms: [], description: 'A description long enough.',
  });

  it('fetches page after page with the run state kept between pages', async () => {
    handler = ({ variables, query }) => {
      expect(errorsOf(query)).toEqual([]);
      const page = Number(variables.page);
      const list = page === 1 ? [media(1, 10, '一'), media(2, null, null)] : [media(3, 10, '三')];
      return { body: { data: { Page: { pageInfo: { currentPage: page, lastPage: 2 }, media: list } } } };
    };
    const session = new CheckerSession({ type: 'ANIME', toggles: { duplicatedMalId: true } }, bridge());
    const first = await session.nextPage();
    expect(first).toMatchObject({ ok: true, currentPage: 1, lastPage: 2, done: false });
    expect(first.ok && first.hits.map((h) => [h.id, h.descriptions])).toEqual([[2, ['Missing native title']]]);
    const second = await session.nextPage();
    expect(second.ok && second.hits.map((h) => [h.id, h.descriptions])).toEqual([[3, ['Duplicated MAL ID']]]);
    expect(second.ok && second.done).toBe(true);
  });

  it('a restricted run reads the user list page', async () => {
    handler = ({ variables }) => {
      expect(variables.userName).toBe('alice');
      return { body: { data: { Page: { pageInfo: { currentPage: 1, lastPage: 1 }, mediaList: [{ media: media(5, 1, null) }, { media: null }] } } } };
    };
    const session = new CheckerSession({ type: 'ANIME', toggles: {}, userName: 'alice' }, bridge());
    const result = await session.nextPage();
    expect(result.ok && result.hits.map((h) => h.id)).toEqual([5]);
  });
});

describe('import session', () => {
  const apFile = (names: string[]) => JSON.stringify({
    export: { type: 'anime', date: new Date().toISOString() },
    user: { name: 'alice' },
    entries: names.map((name) => ({ name, status: 'watched', rating: 4, times: 1, eps: 12 })),
  });

  it('searches with the titles as variables, in batches of 40, and returns the worst first', async () => {
    const documents: string[] = [];
    handler = ({ query, variables }) => {
      documents.push(query);
      const data: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(variables)) {
        if (key === 'type') continue;
        const alias = `a${key.slice(1)}`;
        if (typeof value === 'number') data[alias] = { id: value, title: { romaji: 'Japan Animator Expo' } };
        else if (value === 'Nothing at all') data[alias] = { media: [] };
        else if (value === 'Far away') data[alias] = { media: [{ id: 7, title: { romaji: 'Completely different words here' }, synonyms: [] }] };
        else data[alias] = { media: [{ id: 9, title: { romaji: String(value), native: null, english: null }, synonyms: [] }] };
      }
      return { body: { data } };
    };
    const names = ['Say "Hi" \\ there', 'Far away', 'Nothing at all', 'Carnage', ...Array.from({ length: 41 }, (_, i) => `Show ${i}`)];
    const session = new ImportSession('anime');
    const loaded = session.load(apFile(names), { signedInAs: 'Alice', now: Date.now() });
    expect(loaded).toEqual({ ok: true, warnings: [], itemCount: 45, skipped: 0, refused: [] });
    const progress: number[] = [];
    const result = await session.match(bridge(), (done) => progress.push(done));
    expect(documents).toHaveLength(2);
    expect(progress).toEqual([40, 45]);
    for (const document of documents) {
      expect(document).not.toContain('Say');
      expect(errorsOf(document)).toEqual([]);
    }
    if (!result.ok) throw new Error(result.message);
    expect(result.noMatches).toEqual(['Nothing at all']);
    expect(result.rows[0]).toMatchObject({ source: 'Far away', mediaId: 7, checked: false });
    expect(result.rows[0].distance).toBeGreaterThan(8);
    expect(result.rows.find((row) => row.source === 'Say "Hi" \\ there')).toMatchObject({ distance: 0, checked: true, colour: 'hsl(120, 30%, 50%)' });
    expect(result.rows.find((row) => row.source === 'Carnage')).toMatchObject({ mediaId: 20947, title: 'Japan Animator Expo', distance: 0 });

    const farIndex = result.rows[0].index;
    const saves = session.saves([farIndex, result.rows[1].index], 'POINT_10', { onList: [9] });
    expect(saves.saves.map((s) => s.variables)).toEqual([{ mediaId: 7, status: 'COMPLETED', score: 8, repeat: 0 }]);
    expect(session.saves([result.rows[1].index], 'POINT_10', { onList: [9], overwrite: true }).saves).toHaveLength(1);
    expect(saves.alreadyOnList).toEqual([{ index: result.rows[1].index, source: result.rows[1].source, mediaId: 9, title: result.rows[1].title }]);
  });

  it('offers each hit as a candidate and saves the one picked, never an id it did not offer', async () => {
    handler = () => ({ body: { data: { a0: { media: [
      { id: 3, title: { romaji: 'Alpha Beta' }, synonyms: ['Alpha Beta'] },
      { id: 4, title: { romaji: 'Alpha Beta Gamma' }, synonyms: [] },
    ] } } } });
    const session = new ImportSession('anime');
    session.load(apFile(['Alpha Beta']), { signedInAs: null, now: Date.now() });
    const result = await session.match(bridge());
    if (!result.ok) throw new Error(result.message);
    expect(result.rows[0].candidates).toEqual([
      { title: 'Alpha Beta', mediaId: 3, distance: 0 },
      { title: 'Alpha Beta Gamma', mediaId: 4, distance: 6 },
    ]);
    const index = result.rows[0].index;
    expect(session.saves([index], 'POINT_10', { chosen: { [index]: 4 } }).saves[0]).toMatchObject({ title: 'Alpha Beta Gamma', variables: { mediaId: 4 } });
    expect(session.saves([index], 'POINT_10', { chosen: { [index]: 99 } }).saves[0].variables.mediaId).toBe(3);
  });

  it('a failed batch names its titles and the rest carries on', async () => {
    handler = () => ({ status: 500, body: { errors: [{ message: 'boom' }] } });
    const session = new ImportSession('anime');
    session.load(apFile(['One', 'Two']), { signedInAs: null, now: Date.now() });
    const result = await session.match(bridge());
    expect(result).toEqual({ ok: true, rows: [], noMatches: [], failed: ['One', 'Two'] });
  });

  it('a table id that no longer exists (404 for its part) leaves the rest of the batch', async () => {
    handler = ({ variables }) => ({
      status: 404,
      body: {
        data: { a0: null, a1: { media: [{ id: 3, title: { romaji: String(variables.v1) }, synonyms: null }] } },
        errors: [{ message: 'Not Found.', status: 404, path: ['a0'] }],
      },
    });
    const session = new ImportSession('anime');
    session.load(apFile(['Carnage', 'Other']), { signedInAs: null, now: Date.now() });
    const result = await session.match(bridge());
    expect(result.ok && result.noMatches).toEqual(['Carnage']);
    expect(result.ok && result.rows.map((row) => [row.source, row.mediaId])).toEqual([['Other', 3]]);
  });

  it('a file error stops before any request', () => {
    const session = new ImportSession('manga');
    expect(session.load(apFile(['x']), { signedInAs: null, now: Date.now() })).toEqual({ ok: false, error: 'error wrong list' });
  });

  it('asks for table items by id and the rest by title, in one valid document', async () => {
    const documents: { query: string; variables: Record<string, unknown> }[] = [];
    handler = (body) => {
      documents.push(body);
      return { body: { data: {} } };
    };
    const session = new ImportSession('anime');
    session.load(apFile(['A "quoted" title', 'Carnage']), { signedInAs: null, now: Date.now() });
    await session.match(bridge());
    expect(documents).toHaveLength(1);
    expect(documents[0].variables).toEqual({ type: 'ANIME', v0: 'A "quoted" title', v1: 20947 });
    expect(documents[0].query).toContain('$v0: String, $v1: Int');
    expect(errorsOf(documents[0].query)).toEqual([]);
  });
});

describe('autorecs job', () => {
  it('fetches the list in the worker and returns the top recommendations', async () => {
    handler = ({ query, variables }) => {
      expect(query).toBe(AUTORECS_LIST);
      expect(variables).toEqual({ name: 'alice', type: 'MANGA' });
      return {
        body: {
          data: {
            User: { id: 1, statistics: { anime: { meanScore: 0, standardDeviation: 0 }, manga: { meanScore: 70, standardDeviation: 10 } } },
            MediaListCollection: { lists: [
              { entries: [{ mediaId: 1, status: 'COMPLETED', scoreRaw: 90, media: { recommendations: { nodes: [
                { rating: 1, mediaRecommendation: { id: 5, title: { romaji: 'Five' } } },
                { rating: 1, mediaRecommendation: { id: 6, title: { romaji: 'Six' } } },
              ] } } }] },
              { entries: [{ mediaId: 6, status: 'PLANNING', scoreRaw: 0, media: null }] },
            ] },
          },
        },
      };
    };
    const result = await autorecsForUser(bridge(), { name: 'alice', type: 'MANGA' });
    expect(result).toEqual({ ok: true, recs: [{ id: 5, title: 'Five', score: 2, display: '2.00' }] });
  });

  it('passes failures on as typed results', async () => {
    handler = () => ({ status: 404, body: { errors: [{ message: 'Not Found.', status: 404 }], data: null } });
    expect(await autorecsForUser(bridge(), { name: 'ghost', type: 'ANIME' })).toEqual({ ok: false, reason: 'notFound', message: 'Not Found.' });
  });
});

describe('own JSON import plan', () => {
  const file = JSON.stringify({
    version: '1.01', type: 'MANGA', timeStamp: Date.now(),
    User: { name: 'Alice', mediaListOptions: { scoreFormat: 'POINT_5' } },
    lists: [{ entries: [
      { mediaId: 1, status: 'COMPLETED', score: 4, progress: 10, progressVolumes: 2 },
      { mediaId: 2, status: 'CURRENT', score: 0, progress: 3, progressVolumes: 0, notes: 'keep "quotes"' },
    ] }],
  });

  it('fetches the list in the worker and keeps only entries not on it', async () => {
    handler = ({ query, variables }) => {
      expect(query).toBe(LIST_NOTES);
      expect(variables).toEqual({ name: 'Alice', listType: 'MANGA' });
      return { body: { data: { MediaListCollection: { lists: [{ entries: [{ mediaId: 1, status: 'CURRENT', notes: null, media: null }] }] } } } };
    };
    const plan = await planOwnImport(bridge(), file, 'manga', { userName: 'Alice', userFormat: 'POINT_100', now: Date.now() });
    expect(plan).toMatchObject({ ok: true, warnings: [], alreadyOnList: 1, toAdd: [{ mediaId: 2, status: 'CURRENT', notes: 'keep "quotes"', progress: 3 }] });
    expect(plan).toMatchObject({ toAddTitles: ['#2'], skipped: [{ mediaId: 1, title: '#1' }] });
  });

  it('file errors stop before any request', async () => {
    handler = () => { throw new Error('no request expected'); };
    expect(await planOwnImport(bridge(), file, 'anime', { userName: 'Alice', userFormat: 'POINT_100', now: Date.now() }))
      .toEqual({ ok: false, error: 'error wrong list type' });
  });
});
