// End to end: the 3x3 collage ('draw3x3') on the simulator's list pages, from the built userscript
// in Chromium with images on. The user picks nine entries; the canvas is 690x1035 and each
// 230x345 cell shows the picked cover (the simulator's covers are flat in the media's colour, so
// the pixel in a cell's middle says whose cover it is). Closing clears the picks.
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../helpers/useHarness.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { strings } from '../../src/modules/draw3x3/strings.ts';

const TIMEOUT = 60_000;
const LIST = '/user/Aoi/animelist';
const ROWS = '.medialist .list-entries > .entry, .medialist .list-entries > .entry-card';

const harness = useHarness({ images: true });

const isCovers = (operation: string) => operation.includes('query MediaCovers');

async function openList(page: Page, path = LIST): Promise<void> {
  await harness.goto(page, path);
  await page.waitForSelector('#hohDraw3x3', { timeout: TIMEOUT });
}

/** Media ids of the first `count` rows (from their title links). */
async function firstRowIds(page: Page, count: number): Promise<number[]> {
  return page.$$eval(ROWS, (rows, n) => rows.slice(0, n).map((row) => Number(/\/(\d+)/.exec(row.querySelector('.title > a')!.getAttribute('href')!)![1])), count);
}

async function pickRow(page: Page, index: number): Promise<void> {
  await page.locator(ROWS).nth(index).locator('.title > a').click();
}

function hex(r: number, g: number, b: number): string {
  return '#' + [r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('');
}

/** The colour in the middle of each of the nine cells of the collage as shown. */
async function cellColours(page: Page): Promise<string[]> {
  const png = PNG.sync.read(await page.locator('#hohDraw3x3Collage canvas').screenshot());
  const colours: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = Math.floor(((i % 3) + 0.5) / 3 * png.width);
    const y = Math.floor((Math.floor(i / 3) + 0.5) / 3 * png.height);
    const at = (y * png.width + x) * 4;
    colours.push(hex(png.data[at], png.data[at + 1], png.data[at + 2]));
  }
  return colours;
}

function coverColour(mediaId: number): string {
  return harness.sim.world.getMedia(mediaId)!.coverImage.color!.toLowerCase();
}

describe("3x3 collage ('draw3x3')", () => {
  it('nine picks draw a 690x1035 collage of their covers, in pick order; the links are not followed', async () => {
    const page = await harness.newPage();
    await openList(page);
    await page.click('#hohDraw3x3');
    const ids = await firstRowIds(page, 9);
    for (let i = 0; i < 8; i++) await pickRow(page, i);
    await expect(page.textContent('#hohDraw3x3Wrap .hohPickStatus')).resolves.toBe(strings.picking(8));
    await expect(page.locator('#hohDraw3x3Collage').count()).resolves.toBe(0);
    await pickRow(page, 8);
    await page.waitForSelector('#hohDraw3x3Collage[data-drawn="true"]', { timeout: TIMEOUT });
    expect(new URL(page.url()).pathname).toBe(LIST);
    await expect(page.$eval('#hohDraw3x3Collage canvas', (c) => [(c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height])).resolves.toEqual([690, 1035]);
    expect(await cellColours(page)).toEqual(ids.map(coverColour));
    await page.close();
  });

  it('while picking, the row under the pointer shows the copy cursor, and the list itself is not restyled', async () => {
    const page = await harness.newPage();
    await openList(page);
    const cursor = (index: number) => page.locator(ROWS).nth(index).evaluate((row) => getComputedStyle(row).cursor);
    const listClasses = () => page.$eval('.medialist', (root) => [root.className, root.querySelector('.lists')!.className]);
    const before = await listClasses();
    await page.locator(ROWS).nth(1).hover();
    await expect(cursor(1)).resolves.not.toBe('copy');
    await page.click('#hohDraw3x3');
    await page.locator(ROWS).nth(1).hover();
    await expect.poll(() => cursor(1)).toBe('copy');
    await page.locator(ROWS).nth(2).hover();
    await expect.poll(() => cursor(2)).toBe('copy');
    await expect(cursor(1)).resolves.not.toBe('copy');
    // A class on the list's container would restyle every row (11,000 on Hoarder's list).
    await expect(listClasses()).resolves.toEqual(before);
    await page.click('#hohDraw3x3');
    await expect.poll(() => cursor(2)).not.toBe('copy');
    await page.close();
  });

  it('a second click drops a pick, and closing the collage clears every pick', async () => {
    const page = await harness.newPage({ siteUser: 'Demo' });
    await openList(page, '/user/Aoi/mangalist?view=cards');
    await page.click('#hohDraw3x3');
    await pickRow(page, 0);
    await pickRow(page, 1);
    await pickRow(page, 0);
    await expect(page.textContent('#hohDraw3x3Wrap .hohPickStatus')).resolves.toBe(strings.picking(1));
    await expect(page.locator('.hohPicked3x3').count()).resolves.toBe(1);
    const ids = await firstRowIds(page, 10);
    for (let i = 2; i < 10; i++) await pickRow(page, i);
    await page.waitForSelector('#hohDraw3x3Collage[data-drawn="true"]', { timeout: TIMEOUT });
    expect(await cellColours(page)).toEqual(ids.slice(1).map(coverColour));
    await page.click(`#hohDraw3x3Collage button:text("${strings.close}")`);
    await expect(page.locator('#hohDraw3x3Collage').count()).resolves.toBe(0);
    await expect(page.locator('.hohPicked3x3').count()).resolves.toBe(0);
    await expect(page.textContent('#hohDraw3x3Wrap .hohPickStatus')).resolves.toBe(strings.picking(0));
    await page.close();
  });

  it('asks the API for covers the rows have not loaded yet, in one query', async () => {
    const page = await harness.newPage();
    await openList(page);
    const ids = await firstRowIds(page, 9);
    await page.$$eval(ROWS, (rows) => rows.slice(0, 2).forEach((row) => row.querySelector<HTMLElement>('.cover .image')!.style.removeProperty('background-image')));
    harness.clearRequests();
    await page.click('#hohDraw3x3');
    for (let i = 0; i < 9; i++) await pickRow(page, i);
    await page.waitForSelector('#hohDraw3x3Collage[data-drawn="true"]', { timeout: TIMEOUT });
    const asked = harness.requests().filter((r) => isCovers(r.operation));
    expect(asked).toHaveLength(1);
    expect(asked[0].variables).toEqual({ ids: ids.slice(0, 2) });
    expect(await cellColours(page)).toEqual(ids.map(coverColour));
    await page.close();
  });

  it('when that query fails the cell shows the title instead, and a 429 is waited out', async () => {
    const page = await harness.newPage();
    await refuseOperation(page, 'query MediaCovers', { status: 500 });
    await openList(page);
    const ids = await firstRowIds(page, 9);
    await page.$$eval(ROWS, (rows) => rows[0].querySelector<HTMLElement>('.cover .image')!.style.removeProperty('background-image'));
    await page.click('#hohDraw3x3');
    for (let i = 0; i < 9; i++) await pickRow(page, i);
    await page.waitForSelector('#hohDraw3x3Collage[data-drawn="true"]', { timeout: TIMEOUT });
    const colours = await cellColours(page);
    expect(colours[0]).not.toBe(coverColour(ids[0]));
    expect(colours.slice(1)).toEqual(ids.slice(1).map(coverColour));
    await page.close();

    const later = await harness.newPage();
    const refused = await refuseOperation(later, 'query MediaCovers', { status: 429, times: 1, retryAfter: 1 });
    await openList(later);
    await later.$$eval(ROWS, (rows) => rows[0].querySelector<HTMLElement>('.cover .image')!.style.removeProperty('background-image'));
    await later.click('#hohDraw3x3');
    for (let i = 0; i < 9; i++) await pickRow(later, i);
    await later.waitForSelector('#hohDraw3x3Collage[data-drawn="true"]', { timeout: TIMEOUT });
    expect(refused()).toBe(1);
    expect((await cellColours(later))[0]).toBe(coverColour(ids[0]));
    await later.close();
  });

  /** WCAG contrast ratio of two "rgb(r, g, b)" colours. */
  function contrast(a: string, b: string): number {
    const luminance = (colour: string) => {
      const [r, g, bl] = colour.match(/\d+/g)!.slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    };
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  }

  for (const theme of ['default', 'dark', 'contrast'] as const) {
    it(`the 3x3 button is white on the profile colour, like AniList's own buttons (${theme} theme)`, async () => {
      const page = await harness.newPage({ theme });
      await openList(page);
      const colours = await page.$eval('#hohDraw3x3', (button) => {
        // AniList's own button style on the same page: a '.button' in the page's theme.
        const probe = document.createElement('div');
        probe.className = 'button';
        button.parentElement!.append(probe);
        const native = getComputedStyle(probe).color;
        probe.remove();
        const style = getComputedStyle(button);
        return { text: style.color, back: style.backgroundColor, native };
      });
      expect(colours.text).toBe(colours.native);
      expect(colours.text).toBe('rgb(255, 255, 255)');
      // Grey on the profile colour read 2.1:1; white on AniList's blue reads as AniList's own.
      expect(contrast(colours.text, colours.back)).toBeGreaterThan(2.3);
      await page.close();
    });
  }

  it('Stop leaves picking without a collage; switched off there is no button; leaving the page takes it away', async () => {
    const page = await harness.newPage();
    await openList(page);
    await page.click('#hohDraw3x3');
    await pickRow(page, 0);
    await page.click('#hohDraw3x3');
    await expect(page.locator('.hohPicked3x3').count()).resolves.toBe(0);
    // Not picking: a click on a title follows the link, as AniList's own.
    const href = await page.locator(ROWS).nth(0).locator('.title > a').getAttribute('href');
    await pickRow(page, 0);
    await page.waitForFunction((path) => location.pathname.replace(/\/$/, '') === path!.replace(/\/$/, ''), href, { timeout: TIMEOUT });
    // The button was there (openList waited for it); it goes once the script sees the new page.
    await expect.poll(() => page.locator('#hohDraw3x3').count(), { timeout: TIMEOUT }).toBe(0);
    await page.close();

    // The score buttons (on by default) show the script has gone over the page.
    const off = await harness.newPage({ siteUser: 'Demo', token: 'demo', settings: { draw3x3: false } });
    await harness.goto(off, '/user/Demo/animelist');
    await off.waitForSelector('.hohChangeScore', { state: 'attached', timeout: TIMEOUT });
    await expect(off.locator('#hohDraw3x3').count()).resolves.toBe(0);
    await off.close();
  });
});
