// End to end: title aliases on AniList's own pages ('shortRomaji': the member's aliases always,
// the built-in short titles with the switch on), from the built userscript in Chromium on the
// simulator: list links, the media page's heading and address, the 'css/' lines.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { HEADING_ID } from '../../src/modules/shortRomaji/index.tsx';
import shortRomaji from '../../src/data/short-romaji.json';

const TIMEOUT = 60_000;
const harness = useHarness();

async function withAliases(page: Page, pairs: unknown): Promise<void> {
  await page.context().addInitScript((stored) => {
    if (location.origin === 'https://anilist.co') localStorage.setItem('titleAliases', stored);
  }, JSON.stringify(pairs));
}

function demoAnime(skip = 0) {
  const world = harness.sim.world;
  const demo = world.getUserByName(NOTABLE_USERS.demo)!;
  const entry = world.listEntries(demo.id, 'ANIME').filter((e) => !world.getMedia(e.mediaId)!.isAdult)[skip]!;
  return world.getMedia(entry.mediaId)!;
}

const heading = (page: Page) => page.evaluate((id) => {
  const ours = document.getElementById(id);
  const native = document.querySelector<HTMLElement>('.media .header .content > h1:not([id])');
  return { ours: ours?.textContent ?? null, nativeShown: native ? getComputedStyle(native).display !== 'none' : null, path: location.pathname };
}, HEADING_ID);

describe("title aliases ('shortRomaji')", () => {
  it("shows the member's alias in list links and as the media page's heading and slug", async () => {
    const media = demoAnime();
    const other = demoAnime(1);
    const alias = 'My Own Title: Part 2';
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await withAliases(page, [[`/anime/${media.id}/`, alias]]);
    await harness.goto(page, `/user/${NOTABLE_USERS.demo}/animelist`);
    const link = page.locator(`.entry .title a[href^="/anime/${media.id}/"]`).first();
    await expect.poll(() => link.textContent()).toBe(alias);
    // A media without an alias keeps AniList's title.
    await expect(page.locator(`.entry .title a[href^="/anime/${other.id}/"]`).first().textContent()).resolves.not.toBe(alias);

    await harness.goto(page, `/anime/${media.id}`);
    await expect.poll(() => heading(page)).toEqual({ ours: alias, nativeShown: false, path: `/anime/${media.id}/My-Own-Title-Part-2/` });
    // The sub-page tabs keep their names.
    await expect(page.locator('.media .header .nav a').first().textContent()).resolves.not.toBe(alias);

    // AniList's router moves to a media without an alias: its own heading is back.
    await page.evaluate((to) => (window as unknown as { __simNavigate(path: string): void }).__simNavigate(to), `/anime/${other.id}`);
    await expect.poll(() => heading(page)).toMatchObject({ ours: null, nativeShown: true });
    await page.close();
  });

  it('applies the built-in short titles only with the switch on', async () => {
    const [prefix, short] = (shortRomaji as [string, string][]).find(([p]) => harness.sim.world.getMedia(Number(/\d+/.exec(p)![0])))!;
    const id = Number(/\d+/.exec(prefix)![0]);
    const off = await harness.newPage();
    await harness.goto(off, `/anime/${id}`);
    await expect(off.locator(`#${HEADING_ID}`).count()).resolves.toBe(0);
    await expect(off.locator('.media .header h1').first().textContent()).resolves.toBe(harness.sim.world.getMedia(id)!.title.romaji);
    await off.close();

    const on = await harness.newPage({ settings: { shortRomaji: true } });
    await harness.goto(on, `/anime/${id}`);
    await expect.poll(() => heading(on).then((h) => h.ours)).toBe(short);
    await on.close();
  });

  it("applies the member's css/ lines, and writes an alias as text, never as HTML", async () => {
    const media = demoAnime(2);
    const hostile = '<img src=x onerror="window.__aliasRan=1">Title';
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await withAliases(page, [['css/', '.media .header .content { outline: 3px solid rgb(255, 0, 0); }'], [`/anime/${media.id}/`, hostile]]);
    await harness.goto(page, `/anime/${media.id}`);
    await expect.poll(() => heading(page).then((h) => h.ours)).toBe(hostile);
    await expect(page.$eval('.media .header .content', (node) => getComputedStyle(node).outlineColor)).resolves.toBe('rgb(255, 0, 0)');
    await expect(page.evaluate(() => (window as unknown as { __aliasRan?: number }).__aliasRan ?? null)).resolves.toBeNull();
    await expect(page.locator(`#${HEADING_ID} img`).count()).resolves.toBe(0);
    await page.close();
  });

  it('without any alias loads nothing and changes nothing; a broken store counts as none', async () => {
    const media = demoAnime();
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await page.context().addInitScript(() => {
      if (location.origin === 'https://anilist.co') localStorage.setItem('titleAliases', '{"not":"a list"}');
    });
    await harness.goto(page, `/anime/${media.id}`);
    await page.waitForSelector('.media .header h1', { timeout: TIMEOUT });
    await expect(page.locator(`#${HEADING_ID}, #hohAliasStyle`).count()).resolves.toBe(0);
    await expect(page.evaluate(() => location.pathname)).resolves.toMatch(new RegExp(`^/anime/${media.id}(/|$)`));
    await page.close();
  });
});
