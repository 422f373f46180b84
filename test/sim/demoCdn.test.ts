import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../sim/index.ts';
import { generateWorld } from '../../sim/world/generate.ts';
import { LOCAL_CDN_PATH } from '../../sim/cdn.ts';

const SIZES = { seed: 5, now: 1_767_225_600, anime: 300, manga: 50 };
const CDN = 'https://s4.anilist.co/';
let demo: Simulator;
let plain: Simulator;

beforeAll(async () => {
  demo = await startSimulator({ world: generateWorld(SIZES), demoScript: '/* the userscript */' });
  plain = await startSimulator({ world: generateWorld(SIZES) });
});
afterAll(async () => {
  await demo.close();
  await plain.close();
});

const coverQuery = '{ Page { media(sort: ID) { id coverImage { large } } users { avatar { large } } } }';
const ask = (sim: Simulator) =>
  fetch(`${sim.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Referer: 'https://anilist.co/' }, body: JSON.stringify({ query: coverQuery }) }).then((r) => r.text());

describe('demo mode keeps images on the machine', { timeout: 30_000 }, () => {
  it('the world itself still names AniList\'s CDN, and test pages (not demo) keep it', async () => {
    expect(demo.world.allMedia()[0].coverImage.large.startsWith(CDN)).toBe(true);
    expect(await ask(plain)).toContain(CDN);
  });

  it('rewrites image addresses in API answers, page shells and page fragments', async () => {
    const answer = await ask(demo);
    expect(answer).not.toContain(CDN);
    expect(answer).toContain(`"${LOCAL_CDN_PATH}`);
    const media = demo.world.allMedia('ANIME')[0];
    for (const path of [`/anime/${media.id}`, '/user/Demo', `/__sim/fragment?path=${encodeURIComponent(`/anime/${media.id}`)}`]) {
      const text = await (await fetch(demo.url + path)).text();
      expect(text, path).not.toContain('s4.anilist.co');
    }
    const shell = await (await fetch(`${demo.url}/anime/${media.id}`)).text();
    const fragment = await (await fetch(`${demo.url}/__sim/fragment?path=${encodeURIComponent(`/anime/${media.id}`)}`)).text();
    expect(shell + fragment).toContain(LOCAL_CDN_PATH);
  });

  it('serves a small image for every local address, coloured by its path', async () => {
    const cover = demo.world.allMedia()[0].coverImage.large.replace('https://s4.anilist.co/file/anilistcdn/', LOCAL_CDN_PATH);
    const other = demo.world.allMedia()[1].coverImage.large.replace('https://s4.anilist.co/file/anilistcdn/', LOCAL_CDN_PATH);
    const a = await fetch(demo.url + cover);
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('image/svg+xml');
    const svgA = await a.text();
    expect(svgA).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg".*fill="#[0-9a-f]{6}"/);
    expect(svgA.length).toBeLessThan(300);
    const svgB = await (await fetch(demo.url + other)).text();
    expect(svgB).not.toBe(svgA);
    expect(await (await fetch(demo.url + cover)).text()).toBe(svgA);
  });

  it('draws a media cover or banner in the media\'s cover colour, as AniList shows while it loads', async () => {
    const media = demo.world.allMedia().find((m) => m.bannerImage && m.coverImage.color)!;
    for (const url of [media.coverImage.medium, media.bannerImage!]) {
      const svg = await (await fetch(demo.url + url.replace('https://s4.anilist.co/file/anilistcdn/', LOCAL_CDN_PATH))).text();
      expect(svg).toContain(`fill="${media.coverImage.color}"`);
    }
  });
});
