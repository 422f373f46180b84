import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { BURST_PERMITS, budgetState, resetBudgetForTests, setBudgetClock } from '../../../src/api/budget';
import { cacheSet, setCacheClock, setCacheStorage } from '../../../src/api/cache';
import { configureApi, resetApiForTests } from '../../../src/api/apiConfig';
import { API_DOWN_MESSAGE, ApiError, mutate, query, request } from '../../../src/api/client';
import { apiHealth, resetHealthForTests, setHealthClock } from '../../../src/api/health';
import { resetChannelForTests } from '../../../src/core/channel';
import { fakeClock, settle } from './fakeClock';
import { MemoryStorage } from './memoryStorage';

const DOC = 'query { Viewer { id } }';
const DISABLED = 'The AniList API has been temporarily disabled due to severe stability issues.';
const disabledBody = { errors: [{ message: DISABLED, status: 403, locations: [{ line: 1, column: 1 }] }], data: null };

let clock: ReturnType<typeof fakeClock>;
let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
let errorLog: Mock;

function answer(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

beforeEach(() => {
  resetChannelForTests();
  resetBudgetForTests();
  resetHealthForTests();
  resetApiForTests();
  clock = fakeClock();
  setBudgetClock(clock);
  setHealthClock(clock);
  setCacheStorage(new MemoryStorage());
  setCacheClock(() => clock.now());
  fetchMock = vi.fn(() => answer(200, { data: { Viewer: { id: 1 } } }));
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ getToken: () => 'token', clearToken: () => undefined });
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined) as unknown as Mock;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setBudgetClock();
  setHealthClock();
  setCacheStorage();
  setCacheClock();
  resetChannelForTests();
});

describe('every request carries a Referer', () => {
  it("sets it explicitly, with a policy that keeps it (the page's address; AniList's site outside a browser)", async () => {
    await query(DOC);
    const init = fetchMock.mock.calls[0][1];
    expect(init.referrer).toBe('https://anilist.co/');
    expect(init.referrerPolicy).toBe('strict-origin-when-cross-origin');
  });
});

describe('AniList answers "temporarily disabled"', () => {
  it('goes down at once: later calls are not sent, resolve at once, and are not logged one by one', async () => {
    fetchMock.mockImplementationOnce(() => answer(403, disabledBody));
    expect(await query(DOC)).toBeNull();
    expect(errorLog).toHaveBeenCalledTimes(1);
    expect(String(errorLog.mock.calls[0][0])).toContain(DISABLED);
    const retryAt = clock.now() + 30_000;
    expect(await request(DOC)).toEqual({ kind: 'down', retryAt });
    expect(await query(DOC)).toBeNull();
    const refused = await mutate(DOC);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe(API_DOWN_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(errorLog).toHaveBeenCalledTimes(1);
    // Refused calls spend nothing of the rate budget.
    expect(budgetState().remaining).toBe(89);
  });

  it('reads the sentence from a plain-text 403 too', async () => {
    fetchMock.mockImplementationOnce(() => answer(403, DISABLED));
    expect(await request(DOC)).toMatchObject({ kind: 'failed', error: { status: 403, message: DISABLED } });
    expect(apiHealth().down).toBe(true);
  });

  it('an ordinary 403 is not an outage', async () => {
    fetchMock.mockImplementationOnce(() => answer(403, { errors: [{ message: 'Forbidden', status: 403 }], data: null }));
    await query(DOC);
    expect(apiHealth().down).toBe(false);
  });

  it('after the window one probe goes; its success brings everything back by itself', async () => {
    fetchMock.mockImplementationOnce(() => answer(403, disabledBody));
    await query(DOC);
    await clock.advance(30_000);
    let release: () => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = () => resolve(new Response(JSON.stringify({ data: { Viewer: { id: 1 } } }))))));
    const probe = query(DOC);
    await settle();
    // While the probe is out, nobody else sends.
    expect(await request(DOC)).toMatchObject({ kind: 'down' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    release();
    expect(await probe).toEqual({ Viewer: { id: 1 } });
    expect(await query(DOC)).toEqual({ Viewer: { id: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps serving cached answers while down, and purges nothing', async () => {
    cacheSet('viewer', { Viewer: { id: 7 } }, 60_000);
    fetchMock.mockImplementationOnce(() => answer(403, disabledBody));
    await query(DOC);
    expect(await query(DOC, {}, { cacheKey: 'viewer', duration: 60_000 })).toEqual({ Viewer: { id: 7 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('server errors and network failures', () => {
  it('three 5xx in a row put the client down', async () => {
    fetchMock.mockImplementation(() => answer(502, '<html>Bad gateway</html>'));
    for (let i = 0; i < 3; i += 1) await query(DOC);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(await request(DOC)).toMatchObject({ kind: 'down' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('three network failures in a row, not after a burst, put the client down', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    for (let i = 0; i < 3; i += 1) {
      expect(await request(DOC)).toMatchObject({ kind: 'failed', error: { status: 0 } });
      await clock.advance(5_000);
    }
    expect(await request(DOC)).toMatchObject({ kind: 'down' });
  });

  it('a network failure right after a burst is the rate limit: waited out like a 429 and retried, not an outage', async () => {
    for (let i = 0; i < BURST_PERMITS - 1; i += 1) await query(DOC);
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const pending = query(DOC);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(BURST_PERMITS);
    expect(budgetState().retryAt).toBe(clock.now() + 60_000);
    await clock.advance(60_000);
    expect(await pending).toEqual({ Viewer: { id: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(BURST_PERMITS + 1);
    expect(apiHealth().down).toBe(false);
  });
});
