// GET /mal/<anime|manga>/<idMal>[/<slug>[/userrecs]]: the path after /mal mirrors myanimelist.net.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { World } from '../world/types.ts';
import { renderMalNotFound, renderMalPage } from './page.ts';

const MAL_PATH = /^\/mal\/(anime|manga)\/(\d+)(?:\/[^/]*)?(?:\/userrecs)?\/?$/;

export function handleMalRequest(world: World, req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url ?? '/', 'http://sim').pathname;
  const match = MAL_PATH.exec(path);
  const media = match ? world.mediaByIdMal(Number(match[2]), match[1] === 'anime' ? 'ANIME' : 'MANGA') : undefined;
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Access-Control-Allow-Origin': '*' };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, Allow: 'GET, HEAD' });
    res.end();
    return;
  }
  if (!media) {
    res.writeHead(404, headers);
    res.end(renderMalNotFound());
    return;
  }
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : renderMalPage(world, media));
}
