import '@vitest/web-worker';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ComputeWorker from '../../../src/workers/compute.worker.ts?worker&inline';
import { createComputeClient, openCompareSession, runAutorecs, type ComputeClient, type CompareSessionHandle } from '../../../src/workers/client';
import { configureApi, resetApiForTests } from '../../../src/api/apiConfig';
import type { ComparePageSession } from '../../../src/modules/comparissionPage/session';

/** Stands in for a Worker the page's policy blocks (error event) or that never answers. */
class FakeWorker extends EventTarget {
  terminated = false;
  constructor(private readonly behaviour: 'error' | 'silent') {
    super();
    if (behaviour === 'error') setTimeout(() => this.dispatchEvent(new Event('error')), 0);
  }
  postMessage(): void {}
  terminate(): void {
    this.terminated = true;
  }
}

const listAnswer = {
  data: {
    MediaListCollection: {
      lists: [{ entries: [
        { mediaId: 1, status: 'COMPLETED', progress: 12, score: 80, media: { id: 1, episodes: 12, format: 'TV', title: { romaji: 'One' } } },
        { mediaId: 2, status: 'CURRENT', progress: 3, score: 0, media: { id: 2, episodes: 24, format: 'TV', title: { romaji: 'Two' } } },
      ] }],
      user: { id: 1, name: 'Alice', avatar: null, mediaListOptions: { scoreFormat: 'POINT_100' } },
    },
    User: { id: 1, favourites: null },
  },
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(listAnswer), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  resetApiForTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function workerClient(): ComputeClient {
  return createComputeClient(() => new ComputeWorker());
}

describe('compute client over comlink (simulated worker)', () => {
  it('starts only on first use and reports worker mode after the ping', async () => {
    const factory = vi.fn(() => new ComputeWorker());
    const client = createComputeClient(factory);
    expect(factory).not.toHaveBeenCalled();
    const backend = await client.backend();
    expect(backend.mode).toBe('worker');
    expect(factory).toHaveBeenCalledTimes(1);
    await client.getCompute();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('runs pure jobs in the worker', async () => {
    const compute = await workerClient().getCompute();
    expect(await compute.ping()).toBe('pong');
    const hits = await compute.checkMedia([{ id: 1, title: { romaji: 'A', native: null } }], {}, 'ANIME');
    expect(hits.map((hit) => hit.descriptions)).toEqual([['Missing native title', 'No duration', 'No (or very short) description']]);
  });

  it('a compare session fetches in the worker and answers row windows, with progress through a proxy', async () => {
    const client = workerClient();
    const session = await openCompareSession({ type: 'ANIME', options: { minRatings: 0 } }, { client, getToken: () => 'tok' });
    const stages: string[] = [];
    const added = await session.addUser('alice', (stage) => stages.push(stage));
    expect(added.ok && added.summary.users.map((u) => u.name)).toEqual(['Alice']);
    expect(await session.rowCount()).toBe(2);
    const rows = await session.rowWindow(0, 1);
    expect(rows).toHaveLength(1);
    expect(rows[0].title).toBe('One');
    await vi.waitFor(() => expect(stages).toEqual(['loading', 'processing']));
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(String(fetchMock.mock.calls[0][0])).toBe('https://graphql.anilist.co');
    session.close();
  });

  it('an Invalid token answer in the worker clears the page\'s token through the bridge', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ data: null, errors: [{ message: 'Invalid token', status: 400 }] }), { status: 400 }));
    let token = 'stale';
    const clearToken = vi.fn(() => {
      token = '';
    });
    const session = await openCompareSession({ type: 'ANIME' }, { client: workerClient(), getToken: () => token, clearToken });
    expect(await session.addUser('alice')).toEqual({ ok: false, reason: 'failed', message: 'Invalid token' });
    expect(clearToken).toHaveBeenCalledTimes(1);
    expect(token).toBe('');
    session.close();
  });

  it('without its own clearToken a session clears the token the API client was configured with', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ data: null, errors: [{ message: 'Invalid token', status: 400 }] }), { status: 400 }));
    const clearToken = vi.fn();
    configureApi({ getToken: () => 'stale', clearToken });
    const session = await openCompareSession({ type: 'ANIME' }, { client: workerClient(), getToken: () => 'stale' });
    expect(await session.addUser('alice')).toMatchObject({ ok: false, reason: 'failed' });
    expect(clearToken).toHaveBeenCalledTimes(1);
    session.close();
  });

  it('compatibility comes from the worker, in the shape the compare page expects', async () => {
    fetchMock.mockImplementation(async (_url: unknown, init?: RequestInit) => {
      const { variables } = JSON.parse(String(init?.body)) as { variables: { userName: string } };
      const name = variables.userName;
      const scores = name === 'alice' ? [80, 60, 50] : [90, 50, 60];
      return new Response(JSON.stringify({ data: {
        MediaListCollection: {
          lists: [{ entries: scores.map((score, i) => ({ mediaId: i + 1, status: 'COMPLETED', progress: 1, score, media: { id: i + 1, format: 'TV', title: { romaji: `T${i}` } } })) }],
          user: { id: name.length, name, avatar: null, mediaListOptions: { scoreFormat: 'POINT_100' } },
        },
        User: { id: name.length, favourites: null },
      } }), { status: 200 });
    });
    const handle: CompareSessionHandle = await openCompareSession({ type: 'ANIME' }, { client: workerClient() });
    // Compile-time check: the handle is what the compare page takes as its session.
    const page: ComparePageSession = handle;
    await handle.addUser('alice');
    expect(await page.compatibility?.()).toBeNull();
    await handle.addUser('bob');
    const result = await page.compatibility?.();
    expect(result?.base).toBe('alice');
    expect(result?.results).toHaveLength(1);
    expect(result?.results[0]).toMatchObject({ name: 'bob', shared: 3 });
    expect(result?.results[0].difference).toBeCloseTo(0.38827, 4);
    handle.close();
  });

  it('an API error comes back as a typed result through comlink', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ data: null, errors: [{ message: 'Not Found.', status: 404 }] }), { status: 404 }));
    const session = await openCompareSession({ type: 'ANIME' }, { client: workerClient() });
    expect(await session.addUser('nobody')).toEqual({ ok: false, reason: 'notFound', message: 'Not Found.' });
    session.close();
  });

  it('abort rejects pending calls and drops the session in the worker', async () => {
    fetchMock.mockImplementation((_url: unknown, init?: RequestInit) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const client = workerClient();
    const compute = await client.getCompute();
    const before = await compute.openSessionCount();
    const controller = new AbortController();
    const session = await openCompareSession({ type: 'ANIME' }, { client, signal: controller.signal });
    expect(await compute.openSessionCount()).toBe(before + 1);
    const adding = session.addUser('alice');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    controller.abort();
    await expect(adding).rejects.toThrow(/abort/i);
    await vi.waitFor(async () => expect(await compute.openSessionCount()).toBe(before));
  });

  it('calls through an aborted handle reject at once', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(workerClient().getCompute(controller.signal)).rejects.toThrow(/abort/i);
    await expect(runAutorecs({ name: 'a', type: 'ANIME' }, { client: workerClient(), signal: controller.signal })).rejects.toThrow(/abort/i);
  });
});

describe('fallback to the page when the worker cannot run', () => {
  it('uses the page when the worker fires an error (a policy blocking blob: workers)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    let fake: FakeWorker | undefined;
    const client = createComputeClient(() => (fake = new FakeWorker('error')) as unknown as Worker);
    const backend = await client.backend();
    expect(backend.mode).toBe('page');
    expect(backend.reason).toMatch(/failed to start/);
    expect(fake?.terminated).toBe(true);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('failed to start'));
    const compute = await client.getCompute();
    expect(await compute.ping()).toBe('pong');
    const session = await openCompareSession({ type: 'ANIME', options: { minRatings: 0 } }, { client });
    const added = await session.addUser('alice');
    expect(added.ok).toBe(true);
    expect(await session.rowCount()).toBe(2);
  });

  it('uses the page when the worker never answers the ping', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const client = createComputeClient(() => new FakeWorker('silent') as unknown as Worker, 20);
    const backend = await client.backend();
    expect(backend.mode).toBe('page');
    expect(backend.reason).toMatch(/did not answer/);
    expect(info).toHaveBeenCalledTimes(1);
    // The check runs once; later calls reuse its outcome.
    await client.backend();
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('uses the page when the worker cannot even be created', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const client = createComputeClient(() => {
      throw new Error('SecurityError');
    });
    const backend = await client.backend();
    expect(backend).toMatchObject({ mode: 'page' });
    expect(backend.reason).toContain('SecurityError');
  });

  it('page-mode jobs reject (not throw) and honour abort', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const client = createComputeClient(() => new FakeWorker('error') as unknown as Worker);
    const compute = await client.getCompute();
    await expect(compute.compareRowCount(987654)).rejects.toThrow(/no such session/);
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    const controller = new AbortController();
    const session = await openCompareSession({ type: 'ANIME' }, { client, signal: controller.signal });
    const adding = session.addUser('alice');
    controller.abort();
    await expect(adding).rejects.toThrow(/abort/i);
  });
});
