// The simulator's HTTP server: POST /graphql (the API), GET /__sim/outage (the outage switch),
// GET /__sim/policy (the page policy switch), GET /mal/* (MyAnimeList pages), and everything
// else to the AniList page handler.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { World, WorldFixture } from './world/types.ts';
import { generateWorld } from './world/generate.ts';
import { loadFixture } from './world/fixture.ts';
import { handleGraphqlRequest, type ApiState } from './api/http.ts';
import { DEFAULT_RATE_LIMIT, DEFAULT_RATE_WINDOW_MS, RateLimiter } from './api/rateLimit.ts';
import type { LoggedRequest } from './api/log.ts';
import { OutageSwitch, parseOutageQuery, type OutageSpec, type OutageStatus } from './api/outage.ts';
import { handleMalRequest, handleMalSwitch, MAL_SWITCH_PATH, type MalState } from './mal/handler.ts';
import { handleCdnRequest, LOCAL_CDN_PATH } from './cdn.ts';
import { handlePolicySwitch, PagePolicySwitch, POLICY_SWITCH_PATH, type PagePolicyName } from './pagePolicy.ts';

export type PageHandler = (
  world: World,
  req: IncomingMessage,
  res: ServerResponse,
  sim: { url: string; demoScript?: string; pagePolicy?: string | null },
) => Promise<void>;

export type WorldSource = { seed: number } | { fixture: WorldFixture | string } | World;

export interface SimulatorOptions {
  /** 0 (default) picks a free port */
  port?: number;
  /** default 127.0.0.1 */
  host?: string;
  /** default: the seeded world of DEFAULT_SEED */
  world?: WorldSource;
  /** requests per window; default 90 */
  rateLimit?: number;
  /** length of the sliding rate-limit window in ms; default 60,000 (AniList's minute) */
  rateWindowMs?: number;
  /** AniList pages; sim/index.ts passes SIM-PAGES's handler */
  pageHandler?: PageHandler;
  /** passed to the page handler (demo mode of `npm start`) */
  demoScript?: string;
  /**
   * AniList's 2026 firewall rule: a /graphql request without a Referer header gets HTTP 403 with
   * the "temporarily disabled" body. Default true; false only for tools that post from Node.
   */
  requireReferer?: boolean;
  /** AniList's pages served with this Content-Security-Policy (a name of sim/pagePolicy.ts or a policy's text); default none */
  pagePolicy?: PagePolicyName | string | null;
}

export interface Simulator {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  world: World;
  /** every /graphql request, oldest first (the array is live; tests may empty it) */
  requests: LoggedRequest[];
  /**
   * Every image the local CDN route served (`/__sim/cdn/…` paths, which the harness's AniList CDN
   * host reaches), oldest first; live, tests may empty it (lightLists: no cover is asked for).
   */
  imageRequests: string[];
  resetRateLimit(): void;
  setRateLimit(limit: number): void;
  /** the requests a window allows now */
  rateLimit(): number;
  /**
   * Every /graphql request answers 403 with AniList's "temporarily disabled" body, or 500, or has
   * its connection dropped ('network') for `ms` from now; then the API recovers by itself.
   * `null` ends an outage at once. Returns the outage now running.
   */
  setOutage(spec: OutageSpec | null): OutageStatus | null;
  /** The running outage, or null. */
  outage(): OutageStatus | null;
  /**
   * MyAnimeList as the script meets it: 'up' (default), 'down' (every page answers 503) or
   * 'changed' (MAL redesigned its pages: none of the parts the script reads are where they were).
   */
  setMalState(state: MalState): void;
  /**
   * AniList's pages from now on carry this Content-Security-Policy header ('no-eval', another
   * name of sim/pagePolicy.ts, or a policy's text), or none (null). Returns the policy's text.
   */
  setPagePolicy(policy: PagePolicyName | string | null): string | null;
  close(): Promise<void>;
}

function isWorld(source: WorldSource): source is World {
  return typeof (source as World).getMedia === 'function';
}

export function resolveWorld(source: WorldSource | undefined): World {
  if (!source) return generateWorld();
  if (isWorld(source)) return source;
  if ('fixture' in source) return loadFixture(source.fixture);
  return generateWorld({ seed: source.seed });
}

/** The demo's outage switch: GET /__sim/outage?kind=403|500|network|none&seconds=60. */
export const OUTAGE_PATH = '/__sim/outage';

function handleOutageSwitch(outage: OutageSwitch, req: IncomingMessage, res: ServerResponse): void {
  const spec = parseOutageQuery(new URL(req.url ?? '/', 'http://sim').searchParams);
  const json = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
  if (spec && 'error' in spec) {
    res.writeHead(400, json);
    res.end(JSON.stringify({ error: spec.error }));
    return;
  }
  res.writeHead(200, json);
  res.end(JSON.stringify({ outage: outage.set(spec) }));
}

export async function startServer(options: SimulatorOptions = {}): Promise<Simulator> {
  const world = resolveWorld(options.world);
  const limiter = new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT, options.rateWindowMs ?? DEFAULT_RATE_WINDOW_MS);
  const requests: LoggedRequest[] = [];
  const imageRequests: string[] = [];
  // Pages served to a real browser (demo mode) get local image addresses, answers included.
  const localCdn = options.demoScript !== undefined;
  const outage = new OutageSwitch();
  const api: ApiState = { world, limiter, requests, localCdn, outage, requireReferer: options.requireReferer ?? true };
  const mal: { state: MalState } = { state: 'up' };
  const pagePolicy = new PagePolicySwitch();
  pagePolicy.set(options.pagePolicy ?? null);
  let url = '';

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const handle = async () => {
      if (path === '/graphql' || path === '/graphql/') return handleGraphqlRequest(api, req, res);
      if (path === OUTAGE_PATH) return handleOutageSwitch(outage, req, res);
      if (path.startsWith('/mal/')) return handleMalRequest(world, req, res, mal.state);
      if (path === MAL_SWITCH_PATH) return handleMalSwitch(mal, req, res);
      if (path.startsWith(LOCAL_CDN_PATH)) {
        imageRequests.push(path);
        return handleCdnRequest(path, res, world);
      }
      if (path === POLICY_SWITCH_PATH) return handlePolicySwitch(pagePolicy, req, res);
      if (options.pageHandler) return options.pageHandler(world, req, res, { url, demoScript: options.demoScript, pagePolicy: pagePolicy.current() });
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not Found');
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(error instanceof Error ? error.stack : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  return {
    url,
    world,
    requests,
    imageRequests,
    resetRateLimit: () => limiter.reset(),
    setRateLimit: (limit: number) => limiter.setLimit(limit),
    rateLimit: () => limiter.limit,
    setOutage: (spec) => outage.set(spec),
    outage: () => outage.status(),
    setMalState: (state) => {
      mal.state = state;
    },
    setPagePolicy: (policy) => pagePolicy.set(policy),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
