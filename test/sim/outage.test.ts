import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type Simulator } from '../../sim/server.ts';
import { generateWorld } from '../../sim/world/generate.ts';
import { API_DISABLED_MESSAGE, OutageSwitch, parseOutageQuery } from '../../sim/api/outage.ts';

let sim: Simulator;
const QUERY = JSON.stringify({ query: '{ GenreCollection }' });

function post(headers: Record<string, string> = { Referer: 'https://anilist.co/' }): Promise<Response> {
  return fetch(`${sim.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: QUERY });
}

beforeAll(async () => {
  sim = await startServer({ world: generateWorld({ anime: 60, manga: 20 }) });
}, 60_000);
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.setOutage(null);
  sim.resetRateLimit();
  sim.requests.splice(0);
});

describe("AniList's 2026 Referer rule", { timeout: 30_000 }, () => {
  it('refuses a request without a Referer with 403 and the "temporarily disabled" GraphQL error, uncounted', async () => {
    const refused = await post({});
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/application\/json/);
    // The browser must be able to read the refusal: CORS headers are on it.
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.headers.get('x-ratelimit-remaining')).toBeNull();
    expect(await refused.json()).toEqual({
      errors: [{ message: API_DISABLED_MESSAGE, status: 403, locations: [{ line: 1, column: 1 }] }],
      data: null,
    });
    expect(sim.requests.map((request) => [request.status, request.referer])).toEqual([[403, null]]);
    // Not counted: the next request still sees the whole budget.
    expect((await post()).headers.get('x-ratelimit-remaining')).toBe('89');
  });

  it('lets any Referer value through, but not an Origin alone', async () => {
    expect((await post({ Referer: 'https://anilist.co/user/Demo/' })).status).toBe(200);
    expect((await post({ Referer: 'abc' })).status).toBe(200);
    expect((await post({ Origin: 'https://anilist.co' })).status).toBe(403);
    expect(sim.requests.map((request) => request.referer)).toEqual(['https://anilist.co/user/Demo/', 'abc', null]);
  });

  it('can be switched off for tools that post from Node', async () => {
    const open = await startServer({ world: sim.world, requireReferer: false });
    try {
      const answer = await fetch(`${open.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: QUERY });
      expect(answer.status).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('the outage switch', { timeout: 30_000 }, () => {
  it("'403': every request gets the disabled answer, Referer or not, until the outage ends by itself", async () => {
    const status = sim.setOutage({ kind: '403', ms: 400 });
    expect(status?.kind).toBe('403');
    expect(sim.outage()?.until).toBeGreaterThan(Date.now());
    const refused = await post();
    expect(refused.status).toBe(403);
    expect((await refused.json()).errors[0].message).toBe(API_DISABLED_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(sim.outage()).toBeNull();
    expect((await post()).status).toBe(200);
    expect(sim.requests.map((request) => request.status)).toEqual([403, 200]);
  });

  it("'500': a server error", async () => {
    sim.setOutage({ kind: '500', ms: 60_000 });
    const failed = await post();
    expect(failed.status).toBe(500);
    expect((await failed.json()).errors[0].status).toBe(500);
    expect(sim.requests.map((request) => request.status)).toEqual([500]);
  });

  it("'network': the connection is dropped unanswered (logged with status 0)", async () => {
    sim.setOutage({ kind: 'network', ms: 60_000 });
    await expect(post()).rejects.toThrow();
    expect(sim.requests.map((request) => request.status)).toEqual([0]);
    sim.setOutage(null);
    expect((await post()).status).toBe(200);
  });

  it('GET /__sim/outage switches it for the demo, and kind=none ends it', async () => {
    const started = await fetch(`${sim.url}/__sim/outage?kind=500&seconds=30`);
    expect(started.status).toBe(200);
    const { outage } = (await started.json()) as { outage: { kind: string; until: number } };
    expect(outage.kind).toBe('500');
    expect(outage.until - Date.now()).toBeGreaterThan(25_000);
    expect((await post()).status).toBe(500);
    expect(await (await fetch(`${sim.url}/__sim/outage?kind=none`)).json()).toEqual({ outage: null });
    expect((await post()).status).toBe(200);
    expect((await fetch(`${sim.url}/__sim/outage?kind=teapot`)).status).toBe(400);
  });
});

describe('OutageSwitch and its query', () => {
  it('ends at its time on the given clock', () => {
    let now = 1_000;
    const outage = new OutageSwitch(() => now);
    outage.set({ kind: 'network', ms: 500 });
    now = 1_499;
    expect(outage.status()).toEqual({ kind: 'network', until: 1_500 });
    now = 1_500;
    expect(outage.status()).toBeNull();
  });

  it('reads kind and seconds with defaults, and refuses nonsense', () => {
    expect(parseOutageQuery(new URLSearchParams(''))).toEqual({ kind: '403', ms: 60_000 });
    expect(parseOutageQuery(new URLSearchParams('kind=network&seconds=2.5'))).toEqual({ kind: 'network', ms: 2_500 });
    expect(parseOutageQuery(new URLSearchParams('seconds=0'))).toBeNull();
    expect(parseOutageQuery(new URLSearchParams('seconds=-1'))).toHaveProperty('error');
  });
});
