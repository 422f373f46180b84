// GET /mal/<anime|manga>/<idMal>[/<slug>[/userrecs]]: the path after /mal mirrors myanimelist.net.
// The MAL switch (sim.setMalState, or GET /__sim/mal?state=up|down|changed in the demo) makes
// every MAL page fail (503) or come in a changed shape.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { World } from '../world/types.ts';
import { renderMalChangedPage, renderMalNotFound, renderMalPage, renderMalUnavailable } from './page.ts';

export type MalState = 'up' | 'down' | 'changed';
export const MAL_STATES: readonly MalState[] = ['up', 'down', 'changed'];
export const MAL_SWITCH_PATH = '/__sim/mal';

const MAL_PATH = /^\/mal\/(anime|manga)\/(\d+)(?:\/[^/]*)?(?:\/userrecs)?\/?$/;

export function handleMalRequest(world: World, req: IncomingMessage, res: ServerResponse, state: MalState = 'up'): void {
  const path = new URL(req.url ?? '/', 'http://sim').pathname;
  const match = MAL_PATH.exec(path);
  const media = match ? world.mediaByIdMal(Number(match[2]), match[1] === 'anime' ? 'ANIME' : 'MANGA') : undefined;
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Access-Control-Allow-Origin': '*' };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, Allow: 'GET, HEAD' });
    res.end();
    return;
  }
  if (state === 'down') {
    res.writeHead(503, headers);
    res.end(req.method === 'HEAD' ? undefined : renderMalUnavailable());
    return;
  }
  if (!media) {
    res.writeHead(404, headers);
    res.end(renderMalNotFound());
    return;
  }
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : state === 'changed' ? renderMalChangedPage(world, media) : renderMalPage(world, media));
}

/** GET /__sim/mal?state=up|down|changed: the demo's MyAnimeList switch. */
export function handleMalSwitch(mal: { state: MalState }, req: IncomingMessage, res: ServerResponse): void {
  const wanted = new URL(req.url ?? '/', 'http://sim').searchParams.get('state') ?? 'up';
  const json = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
  if (!(MAL_STATES as readonly string[]).includes(wanted)) {
    res.writeHead(400, json);
    res.end(JSON.stringify({ error: `state must be one of ${MAL_STATES.join(', ')}` }));
    return;
  }
  mal.state = wanted as MalState;
  res.writeHead(200, json);
  res.end(JSON.stringify({ mal: mal.state }));
}
