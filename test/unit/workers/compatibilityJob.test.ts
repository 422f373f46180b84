import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchBridge } from '../../../src/workers/fetchInWorker';
import { forgetCompatibilityLists, LIST_KEEP_MS, profileCompatibility } from '../../../src/workers/session/compatibilityJob';
import { zScoreDifference } from '../../../src/workers/compare/compatibility';
import type { DownRefusal, HealthOutcome } from '../../../src/api/health';
import type { HealthVerdict } from '../../../src/api/permits';

const lists: Record<string, [number, number][]> = {
  Aoi: [[1, 80], [2, 60], [3, 90], [4, 0], [5, 70]],
  Demo: [[1, 70], [2, 50], [3, 100], [5, 65], [6, 40]],
};

const fetchMock = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
  const { variables } = JSON.parse(String(init?.body)) as { variables: { userName: string; type: string } };
  const entries = lists[variables.userName];
  const body = entries
    ? { data: { MediaListCollection: { user: { id: 1, name: variables.userName }, lists: [{ name: 'Completed', isCustomList: false, entries: entries.map(([mediaId, scoreRaw]) => ({ mediaId, status: 'COMPLETED', scoreRaw })) }] } } }
    : { data: { MediaListCollection: null }, errors: [{ message: 'Not Found.', status: 404 }] };
  return new Response(JSON.stringify(body), { status: entries ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
});

const bridge = (): FetchBridge => ({
  endpoint: 'https://graphql.anilist.co',
  referrer: 'https://anilist.co/user/Aoi/',
  token: '',
  acquirePermit: async (): Promise<void | DownRefusal> => undefined,
  recordResponse: () => undefined,
  recordHealth: (_outcome: HealthOutcome): HealthVerdict => 'counted',
  clearToken: () => undefined,
});

beforeEach(() => {
  fetchMock.mockClear();
  forgetCompatibilityLists();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('profile compatibility job', () => {
  it('compares the rated entries both lists share', async () => {
    const result = await profileCompatibility(bridge(), { owner: 'Aoi', viewer: 'Demo', type: 'ANIME' });
    expect(result).toEqual({ ok: true, difference: zScoreDifference([80, 60, 90, 70], [70, 50, 100, 65]), shared: 4, rated1: 4, rated2: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps lists for 10 minutes, per name and type', async () => {
    let now = 1_000_000;
    await profileCompatibility(bridge(), { owner: 'Aoi', viewer: 'Demo', type: 'ANIME' }, undefined, () => now);
    now += LIST_KEEP_MS - 1;
    await profileCompatibility(bridge(), { owner: 'aoi', viewer: 'Demo', type: 'ANIME' }, undefined, () => now);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await profileCompatibility(bridge(), { owner: 'Aoi', viewer: 'Demo', type: 'MANGA' }, undefined, () => now);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    now += 2;
    await profileCompatibility(bridge(), { owner: 'Aoi', viewer: 'Demo', type: 'ANIME' }, undefined, () => now);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('names the user whose list could not be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await profileCompatibility(bridge(), { owner: 'Nobody', viewer: 'Demo', type: 'ANIME' });
    expect(result).toMatchObject({ ok: false, reason: 'notFound', user: 'Nobody' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
