import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Simulator } from '../../sim/server.ts';
import { malRecommendations, malScore, malSerialization } from '../../sim/mal/page.ts';

let sim: Simulator;

beforeAll(async () => {
  sim = await startServer({ world: { seed: 11 } });
}, 60_000);
afterAll(async () => {
  await sim.close();
});

async function get(path: string) {
  const r = await fetch(sim.url + path);
  return { status: r.status, type: r.headers.get('content-type'), text: await r.text() };
}

// The userscript's reading of the page (host-dom.md §5), so the test checks what it will find.
function scrape(html: string, type: string) {
  const score = /ratingValue[\s\S]*?(\d+\.\d+)/.exec(html)?.[1] ?? null;
  const serial = /Serialization:<\/span>\n.*?<a href="([^"]+)" title="([^"]+)"/.exec(html);
  const recs: { id: number; text: string }[] = [];
  const block = new RegExp(`class="picSurround"><a href="https://myanimelist\\.net/${type}/(\\d+)/[\\s\\S]*?detail-user-recs-text">([\\s\\S]*?)</div>`, 'g');
  for (const m of html.matchAll(block)) recs.push({ id: Number(m[1]), text: m[2] });
  return { score, serialization: serial ? { href: serial[1], title: serial[2].replace(/&#039;/g, "'") } : null, recs: recs.slice(0, 5) };
}

describe('MyAnimeList pages', { timeout: 30_000 }, () => {
  it('serve score and recommendations for an anime with the placeholder slug', async () => {
    const media = sim.world.allMedia('ANIME').find((m) => m.idMal && m.meanScore && malRecommendations(sim.world, m).length >= 2)!;
    const page = await get(`/mal/anime/${media.idMal}/placeholder/userrecs`);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/text\/html/);
    const found = scrape(page.text, 'anime');
    expect(found.score).toBe(malScore(media));
    expect(found.serialization).toBeNull();
    const expected = malRecommendations(sim.world, media).slice(0, 5);
    expect(found.recs.map((r) => r.id)).toEqual(expected.map((r) => r.idMal));
    for (const r of found.recs) expect(sim.world.mediaByIdMal(r.id, 'ANIME')).toBeDefined();
  });

  it('serve the serialization anchor for a manga', async () => {
    const media = sim.world.allMedia('MANGA').find((m) => m.idMal && m.format === 'MANGA' && malSerialization(m)?.name.includes("'"))
      ?? sim.world.allMedia('MANGA').find((m) => m.idMal && m.format === 'MANGA')!;
    const page = await get(`/mal/manga/${media.idMal}/placeholder/userrecs`);
    const found = scrape(page.text, 'manga');
    const serial = malSerialization(media)!;
    expect(found.serialization).toEqual({ href: expect.stringMatching(/^\/manga\/magazine\/\d+\//), title: serial.name });
  });

  it('answer 404 for unknown ids and types', async () => {
    expect((await get('/mal/anime/999999999/placeholder/userrecs')).status).toBe(404);
    const manga = sim.world.allMedia('MANGA').find((m) => m.idMal && !sim.world.mediaByIdMal(m.idMal, 'ANIME'))!;
    expect((await get(`/mal/anime/${manga.idMal}/x/userrecs`)).status).toBe(404);
    expect((await get('/mal/people/1')).status).toBe(404);
  });
});
