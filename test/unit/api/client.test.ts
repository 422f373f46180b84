import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { budgetState, nearLimit, resetBudgetForTests, setBudgetClock } from '../../../src/api/budget';
import { setCacheClock, setCacheStorage } from '../../../src/api/cache';
import { configureApi, resetApiForTests } from '../../../src/api/apiConfig';
import { ApiError, isApiError, MAX_RATE_RETRIES, mutate, query, request } from '../../../src/api/client';
import { resetChannelForTests } from '../../../src/core/channel';
import { resetHealthForTests } from '../../../src/api/health';
import { MemoryStorage } from './memoryStorage';

const TOKEN = 'secret-token-value';
const DOC = 'query ($id: Int) { Media(id: $id) { id } }';

type Answer = { status?: number; body?: unknown; headers?: Record<string, string>; raw?: string };

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
let storage: MemoryStorage;
let sleeps: number[];
let clearToken: Mock<() => void>;
let token: string;

function respond(...answers: Answer[]) {
  for (const answer of answers) {
    fetchMock.mockImplementationOnce(async () =>
      new Response(answer.raw ?? JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      }),
    );
  }
}

function sentHeaders(call = 0): Record<string, string> {
  return fetchMock.mock.calls[call][1].headers as Record<string, string>;
}

function allLogged(...spies: Mock[]): string {
  return JSON.stringify(spies.flatMap((spy) => spy.mock.calls));
}

let errorLog: Mock;
let plainLog: Mock;

beforeEach(() => {
  resetChannelForTests();
  resetBudgetForTests();
  resetHealthForTests();
  resetApiForTests();
  sleeps = [];
  let time = 1_000_000;
  setBudgetClock({
    now: () => time,
    sleep: async (ms) => {
      sleeps.push(ms);
      time += ms;
    },
  });
  storage = new MemoryStorage();
  setCacheStorage(storage);
  setCacheClock(() => time);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  token = '';
  clearToken = vi.fn(() => {
    token = '';
  });
  configureApi({ getToken: () => token, clearToken });
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined) as unknown as Mock;
  plainLog = vi.spyOn(console, 'log').mockImplementation(() => undefined) as unknown as Mock;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setBudgetClock();
  setCacheStorage();
  setCacheClock();
  resetChannelForTests();
});

describe('query', () => {
  it('POSTs {query, variables} as JSON to the API endpoint and reads data', async () => {
    respond({ body: { data: { Media: { id: 5 } } } });
    await expect(query(DOC, { id: 5 })).resolves.toEqual({ Media: { id: 5 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://graphql.anilist.co');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ query: DOC, variables: { id: 5 } });
    expect(sentHeaders()).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('sends the bearer token only on authorised calls while a token is held', async () => {
    respond({ body: { data: {} } }, { body: { data: {} } }, { body: { data: {} } });
    await query(DOC, {}, { auth: true });
    expect(sentHeaders(0).Authorization).toBeUndefined();
    token = TOKEN;
    await query(DOC, {}, { auth: true });
    expect(sentHeaders(1).Authorization).toBe(`Bearer ${TOKEN}`);
    await query(DOC, {});
    expect(sentHeaders(2).Authorization).toBeUndefined();
    expect(fetchMock.mock.calls.every(([url]) => url === 'https://graphql.anilist.co')).toBe(true);
  });

  it('logs an API error and gives null, without the token in the log', async () => {
    token = TOKEN;
    respond({ status: 400, body: { data: null, errors: [{ message: 'Validation error.', status: 400 }] } });
    await expect(query(DOC, {}, { auth: true })).resolves.toBeNull();
    expect(errorLog).toHaveBeenCalledOnce();
    expect(allLogged(errorLog)).toContain('Validation error.');
    expect(allLogged(errorLog, plainLog)).not.toContain(TOKEN);
  });

  it('logs a network failure and gives null', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(query(DOC)).resolves.toBeNull();
    expect(allLogged(errorLog)).toContain('Failed to fetch');
  });

  it('treats errors inside a 200 answer as a failure', async () => {
    respond({ body: { data: { Media: null }, errors: [{ message: 'Internal Server Error', status: 500 }] } });
    await expect(query(DOC)).resolves.toBeNull();
    expect(errorLog).toHaveBeenCalledOnce();
  });

  it('logs an unreadable answer and gives null', async () => {
    respond({ status: 502, raw: '<html>Bad gateway</html>' });
    await expect(query(DOC)).resolves.toBeNull();
    expect(errorLog).toHaveBeenCalledOnce();
  });

  it('takes a 404 as a normal empty answer: null without a log', async () => {
    respond({ status: 404, body: { data: { Media: null }, errors: [{ message: 'Not Found.', status: 404 }] } });
    await expect(query(DOC, { id: 1 })).resolves.toBeNull();
    expect(errorLog).not.toHaveBeenCalled();
    respond({ status: 404, raw: 'not json' });
    await expect(query(DOC, { id: 1 })).resolves.toBeNull();
    respond({ status: 404, body: { errors: [{ message: 'Not Found.' }] } });
    await expect(request(DOC, { id: 1 })).resolves.toMatchObject({ kind: 'notFound' });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('after a 429 waits Retry-After seconds and retries', async () => {
    respond({ status: 429, headers: { 'Retry-After': '3', 'X-RateLimit-Remaining': '0' }, body: { errors: [{ message: 'Too Many Requests.', status: 429 }] } });
    respond({ body: { data: { Media: { id: 1 } } } });
    await expect(query(DOC, { id: 1 })).resolves.toEqual({ Media: { id: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([3_000]);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it(`gives up after ${MAX_RATE_RETRIES} retries`, async () => {
    for (let i = 0; i <= MAX_RATE_RETRIES; i += 1) {
      respond({ status: 429, headers: { 'Retry-After': '1' }, body: { errors: [{ message: 'Too Many Requests.', status: 429 }] } });
    }
    await expect(query(DOC)).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(MAX_RATE_RETRIES + 1);
    expect(errorLog).toHaveBeenCalledOnce();
  });

  it('feeds the rate headers to the budget', async () => {
    respond({ body: { data: {} }, headers: { 'X-RateLimit-Limit': '90', 'X-RateLimit-Remaining': '4' } });
    await query(DOC);
    expect(budgetState().remaining).toBe(4);
    expect(nearLimit()).toBe(true);
  });

  it('aborts quietly: null, no log', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = request(DOC, {}, { signal: controller.signal });
    await Promise.resolve();
    await Promise.resolve();
    controller.abort();
    await expect(pending).resolves.toEqual({ kind: 'aborted' });
    expect(errorLog).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls[0][1].signal).toBe(controller.signal);
  });

  it('does not even ask when the signal is already aborted', async () => {
    await expect(query(DOC, {}, { signal: AbortSignal.abort() })).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('Invalid token', () => {
  const invalid: Answer = { status: 400, body: { data: null, errors: [{ message: 'Invalid token', status: 400 }] } };

  it('clears the token, notes "access token retracted" and gives the caller nothing to act on', async () => {
    token = TOKEN;
    respond(invalid);
    await expect(request(DOC, {}, { auth: true })).resolves.toEqual({ kind: 'retracted' });
    expect(clearToken).toHaveBeenCalledOnce();
    expect(plainLog).toHaveBeenCalledExactlyOnceWith('access token retracted');
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('query resolves null and caches nothing', async () => {
    token = TOKEN;
    respond(invalid);
    await expect(query(DOC, {}, { auth: true, cacheKey: 'hohTokenTest', duration: 1_000 })).resolves.toBeNull();
    expect(storage.length).toBe(0);
  });

  it('mutate resolves null instead of an error', async () => {
    token = TOKEN;
    respond(invalid);
    await expect(mutate(DOC)).resolves.toBeNull();
    expect(clearToken).toHaveBeenCalledOnce();
  });

  it('an anonymous call cannot retract a token', async () => {
    token = TOKEN;
    respond(invalid);
    await expect(query(DOC)).resolves.toBeNull();
    expect(clearToken).not.toHaveBeenCalled();
  });
});

describe('mutate', () => {
  it('sends the token and gives the data', async () => {
    token = TOKEN;
    respond({ body: { data: { SaveMediaListEntry: { id: 3 } } } });
    await expect(mutate('mutation { SaveMediaListEntry { id } }')).resolves.toEqual({ SaveMediaListEntry: { id: 3 } });
    expect(sentHeaders().Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('gives the error object when an authorised mutation fails', async () => {
    token = TOKEN;
    const errors = [{ message: 'validation', status: 400, validation: { score: ['bad'] } }];
    respond({ status: 400, body: { data: null, errors } });
    const result = await mutate('mutation { SaveMediaListEntry { id } }');
    expect(isApiError(result)).toBe(true);
    expect(result).toMatchObject({ message: 'validation', status: 400, errors });
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(String((result as ApiError).stack)).not.toContain(TOKEN);
  });

  it('gives an error without asking when no token is held', async () => {
    const result = await mutate('mutation { ToggleFollow(userId: 1) { id } }');
    expect(result).toBeInstanceOf(ApiError);
    expect((result as ApiError).status).toBe(401);
    expect((result as ApiError).message).toBe('Requires being signed in to the script. You can do that at the bottom of the settings page');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives an error for a 404', async () => {
    token = TOKEN;
    respond({ status: 404, body: { data: null, errors: [{ message: 'Not Found.', status: 404 }] } });
    const result = await mutate('mutation { DeleteActivity(id: 1) { deleted } }');
    expect(result).toBeInstanceOf(ApiError);
    expect((result as ApiError).status).toBe(404);
  });
});

describe('query with a cache key', () => {
  it('answers from the cache while fresh, asks again after', async () => {
    respond({ body: { data: { n: 1 } } }, { body: { data: { n: 2 } } });
    await expect(query(DOC, {}, { cacheKey: 'hohCached', duration: 30_000 })).resolves.toEqual({ n: 1 });
    await expect(query(DOC, {}, { cacheKey: 'hohCached', duration: 30_000 })).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Jump the cache clock far past the duration.
    setCacheClock(() => Date.now() + 10 ** 12);
    await expect(query(DOC, {}, { cacheKey: 'hohCached', duration: 30_000 })).resolves.toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not cache failures', async () => {
    respond({ status: 500, body: { errors: [{ message: 'boom' }] } });
    await query(DOC, {}, { cacheKey: 'hohFail', duration: 30_000 });
    expect(storage.length).toBe(0);
  });
});

describe('permits come from the configured source', () => {
  it('uses a proxied budget when given one (the worker)', async () => {
    const permits = { acquirePermit: vi.fn(async () => undefined), recordResponse: vi.fn(), recordHealth: vi.fn(() => 'counted' as const) };
    configureApi({ getToken: () => '', clearToken, permits });
    respond({ body: { data: {} }, headers: { 'X-RateLimit-Remaining': '9', 'X-Other': 'x' } });
    await query(DOC);
    expect(permits.acquirePermit).toHaveBeenCalledExactlyOnceWith();
    expect(permits.recordResponse).toHaveBeenCalledWith(200, { 'x-ratelimit-remaining': '9' });
    expect(permits.recordHealth).toHaveBeenCalledExactlyOnceWith('ok');
  });

  it('never hands the signal to a proxied source, and honours the abort itself', async () => {
    let grant: () => void = () => undefined;
    const permits = {
      acquirePermit: vi.fn((...args: unknown[]) => {
        expect(args).toEqual([]); // an AbortSignal cannot cross to the page thread
        return new Promise<void>((resolve) => (grant = resolve));
      }),
      recordResponse: vi.fn(),
      recordHealth: vi.fn(() => 'counted' as const),
    };
    configureApi({ getToken: () => '', clearToken, permits });
    const controller = new AbortController();
    const pending = request(DOC, {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual({ kind: 'aborted' });
    grant();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a configuration for one call (the worker, one per page bridge)', () => {
  it('takes endpoint, token, permits and clearToken from the call, leaving the configured ones alone', async () => {
    token = TOKEN;
    const permits = { acquirePermit: vi.fn(async () => undefined), recordResponse: vi.fn(), recordHealth: vi.fn(() => 'counted' as const) };
    const callClear = vi.fn(async () => undefined);
    const api = { endpoint: 'http://127.0.0.1:4173/graphql', getToken: () => 'call-token', clearToken: callClear, permits };
    respond({ status: 400, body: { data: null, errors: [{ message: 'Invalid token', status: 400 }] } });
    expect(await request(DOC, {}, { auth: true, api })).toEqual({ kind: 'retracted' });
    expect(fetchMock.mock.calls[0][0]).toBe('http://127.0.0.1:4173/graphql');
    expect(sentHeaders().Authorization).toBe('Bearer call-token');
    expect(permits.acquirePermit).toHaveBeenCalledTimes(1);
    expect(permits.recordResponse).toHaveBeenCalledWith(400, {});
    expect(callClear).toHaveBeenCalledTimes(1);
    expect(clearToken).not.toHaveBeenCalled();
    expect(token).toBe(TOKEN);
    expect(budgetState().remaining).toBe(90);
  });

  it('the retraction waits for an asynchronous clearToken (a call to the page) before answering', async () => {
    const order: string[] = [];
    const api = {
      getToken: () => 'call-token',
      clearToken: () => new Promise<void>((resolve) => setTimeout(() => {
        order.push('cleared');
        resolve();
      }, 0)),
    };
    respond({ status: 400, body: { data: null, errors: [{ message: 'Invalid token', status: 400 }] } });
    await request(DOC, {}, { auth: true, api }).then(() => order.push('answered'));
    expect(order).toEqual(['cleared', 'answered']);
  });
});
