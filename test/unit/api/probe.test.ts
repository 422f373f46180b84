import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { resetBudgetForTests } from '../../../src/api/budget';
import { configureApi, resetApiForTests } from '../../../src/api/apiConfig';
import { query } from '../../../src/api/client';
import { apiHealth, resetHealthForTests } from '../../../src/api/health';
import { PROBE_QUERY, probeWhenDue } from '../../../src/api/probe';
import { resetChannelForTests } from '../../../src/core/channel';

const DISABLED = { errors: [{ message: 'The AniList API has been temporarily disabled due to severe stability issues.', status: 403 }], data: null };
let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
let visit: AbortController;

const sentQueries = () => fetchMock.mock.calls.map(([, init]) => (JSON.parse(init.body as string) as { query: string }).query);
const disabled = () => Promise.resolve(new Response(JSON.stringify(DISABLED), { status: 403 }));
const fine = () => Promise.resolve(new Response(JSON.stringify({ data: { GenreCollection: ['Action'] } }), { status: 200 }));

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 23) });
  resetChannelForTests();
  resetBudgetForTests();
  resetHealthForTests();
  resetApiForTests();
  configureApi({ getToken: () => '', clearToken: () => undefined });
  fetchMock = vi.fn(disabled);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  visit = new AbortController();
});
afterEach(() => {
  visit.abort();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetChannelForTests();
});

describe('probeWhenDue', () => {
  it('sends nothing during the window, one probe at its end, and recovers when it is answered', async () => {
    probeWhenDue(visit.signal);
    await query('query { Viewer { id } }');
    expect(apiHealth().down).toBe(true);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockImplementation(fine);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentQueries()).toEqual(['query { Viewer { id } }', PROBE_QUERY]);
    expect(apiHealth().down).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a failed probe waits a longer window for the next', async () => {
    probeWhenDue(visit.signal);
    await query('query { Viewer { id } }');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('stops probing when its visit ends', async () => {
    probeWhenDue(visit.signal);
    await query('query { Viewer { id } }');
    visit.abort();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
