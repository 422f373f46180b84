import { describe, expect, it } from 'vitest';
import { startServer } from '../../sim/server.ts';
import { startSimulator } from '../../sim/index.ts';
import { generateWorld } from '../../sim/world/generate.ts';

// A small world keeps these routing checks quick.
const world = () => generateWorld({ seed: 5, now: 1_767_225_600, anime: 300, manga: 50 });

describe('simulator server', { timeout: 30_000 }, () => {
  it('routes /graphql to the API, /mal/ to MyAnimeList and the rest to the page handler', async () => {
    const seen: string[] = [];
    const sim = await startServer({
      world: world(),
      pageHandler: async (w, req, res, info) => {
        seen.push(`${req.url} ${info.url} ${w.demoUser.name}`);
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end('page');
      },
    });
    try {
      expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${sim.url}/user/Demo/`)).text()).toBe('page');
      expect(seen).toEqual([`/user/Demo/ ${sim.url} Demo`]);
      const api = await fetch(`${sim.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Referer: 'https://anilist.co/' }, body: '{"query":"{ GenreCollection }"}' });
      expect(api.status).toBe(200);
      expect((await fetch(`${sim.url}/mal/anime/1/x/userrecs`)).status).toBe(404);
      expect(seen.length).toBe(1);
    } finally {
      await sim.close();
    }
  });

  it('answers 400 to a body that is not JSON, and logs it', async () => {
    const sim = await startServer({ world: world() });
    try {
      const r = await fetch(`${sim.url}/graphql`, { method: 'POST', headers: { Referer: 'https://anilist.co/' }, body: 'not json' });
      expect(r.status).toBe(400);
      expect(sim.requests.map((x) => x.status)).toEqual([400]);
    } finally {
      await sim.close();
    }
  });

  it('startSimulator serves AniList pages through the pages module', async () => {
    const sim = await startSimulator({ world: world(), rateLimit: 5 });
    try {
      const r = await fetch(`${sim.url}/home`);
      expect(r.headers.get('content-type')).toMatch(/text\/html/);
      const api = await fetch(`${sim.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Referer: 'https://anilist.co/' }, body: '{"query":"{ GenreCollection }"}' });
      expect(api.headers.get('x-ratelimit-limit')).toBe('5');
    } finally {
      await sim.close();
    }
  });
});
