// End to end: `npm start`'s demo mode with the real built userscript, as a newcomer opens it in a
// plain browser (no userscript manager): the pages carry the script and a GM_xmlhttpRequest stand-in.
// Off anilist.co the script asks the page origin's /mal/ mirror for MyAnimeList's pages, which the
// demo's stand-in must let through: MALscore, MALserial and MALrecs show (issue 24 item 8; the
// harness of the other e2e files runs on https://anilist.co, so only this file meets that path).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../sim/browser.ts';
import { startSimulator, type Simulator } from '../../sim/index.ts';
import { malScore, malSerialization } from '../../sim/mal/page.ts';
import { malShowcaseMedia } from '../../sim/pages/tryPlaces.ts';
import { HEADING } from '../../src/modules/MALrecs/strings.ts';
import { ensureBuilt } from '../helpers/build.ts';

const WAIT = { timeout: 60_000 };
const MAL_ON = { MALscore: true, MALserial: true, MALrecs: true };

let sim: Simulator;
let browser: Browser;

beforeAll(async () => {
  sim = await startSimulator({ demoScript: await ensureBuilt() });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await sim?.close();
});

async function demoPage(settings: Record<string, unknown>): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((preset) => {
    if (!sessionStorage.getItem('demoPreset')) {
      localStorage.setItem('hohSettings', JSON.stringify({ ...JSON.parse(localStorage.getItem('hohSettings') ?? '{}'), ...preset }));
      sessionStorage.setItem('demoPreset', '1');
    }
  }, settings);
  return context.newPage();
}

describe("npm start's demo: the MyAnimeList modules", { timeout: 120_000 }, () => {
  it('show the MyAnimeList score, serialisation and recommendations through the /mal/ mirror', async () => {
    const anime = malShowcaseMedia(sim.world, 'ANIME')!;
    const manga = malShowcaseMedia(sim.world, 'MANGA')!;
    const page = await demoPage(MAL_ON);
    const asked: string[] = [];
    page.on('request', (request) => { if (new URL(request.url()).pathname.startsWith('/mal/')) asked.push(request.url()); });
    await page.goto(`${sim.url}/anime/${anime.id}`);
    await page.waitForSelector('#hohMALscore', WAIT);
    expect(await page.textContent('#hohMALscore .value')).toBe(malScore(anime));
    await page.waitForSelector('.hohRecContainer .hohMalRec', WAIT);
    expect(await page.textContent('.hohRecContainer h2')).toBe(HEADING);
    // Asked of the simulator's own origin, never of another host.
    expect(asked.length).toBeGreaterThan(0);
    for (const url of asked) expect(url.startsWith(`${sim.url}/mal/`), url).toBe(true);
    await page.goto(`${sim.url}/manga/${manga.id}`);
    await page.waitForSelector('#hohMALserialization', WAIT);
    expect(await page.textContent('#hohMALserialization')).toContain(malSerialization(manga)!.name);
    await page.context().close();
  });
});
