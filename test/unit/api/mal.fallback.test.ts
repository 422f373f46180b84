// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// A userscript manager that did not grant GM_xmlhttpRequest: the built script sees undefined.
vi.mock('$', () => ({ GM_xmlhttpRequest: undefined }));

const { fetchMalPage } = await import('../../../src/api/mal');
const { configureApi, resetApiForTests } = await import('../../../src/api/apiConfig');

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiForTests();
});

describe('fetchMalPage without GM_xmlhttpRequest', () => {
  it('falls back to fetch without credentials or headers', async () => {
    configureApi({ getToken: () => 'anilist-secret-token', clearToken: () => undefined });
    const fetchMock = vi.fn(async () => new Response('<span itemprop="ratingValue">7.50</span>', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const page = await fetchMalPage('anime', 9);
    expect(page?.score).toBe(7.5);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/anime\/9\/_\/userrecs$/);
    expect(init).toEqual({ method: 'GET', credentials: 'omit', signal: undefined });
  });
});
