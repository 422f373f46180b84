// The simulator's pages carry AniList's look in the properties scripts depend on: the 10 px
// root (the script sizes its panels in rem), body text at 1.4rem, the theme colours, and tab
// strips whose links stand apart instead of running together as plain text.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useHarness } from '../helpers/useHarness.ts';

const harness = useHarness({ script: null });

const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** Horizontal gaps between neighbouring links of one strip, in px. */
async function gaps(page: Page, selector: string): Promise<number[]> {
  const boxes = await page.locator(selector).evaluateAll((links) => links.map((l) => l.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, top: r.top })));
  return boxes.slice(1).map((box, i) => (box.top === boxes[i].top ? box.left - boxes[i].right : Infinity));
}

/** Distance between the texts of neighbouring links (padding counts as space). */
async function textGaps(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((links) => links.map((link) => {
    const range = document.createRange();
    range.selectNodeContents(link);
    return range.getBoundingClientRect();
  }).map((r, i, all) => (i === 0 ? Infinity : r.top === all[i - 1].top ? r.left - all[i - 1].right : Infinity)).slice(1));
}

describe('the simulator looks like AniList', () => {
  it('uses a 10 px root with 1.4rem body text and AniList\'s default colours', async () => {
    const page = await harness.newPage({ siteUser: 'Demo' });
    await harness.goto(page, '/home');
    expect(await style(page, 'html', 'font-size')).toBe('10px');
    expect(await style(page, 'body', 'font-size')).toBe('14px');
    expect(await style(page, 'body', 'background-color')).toBe('rgb(237, 241, 245)');
    expect(await style(page, 'body', 'color')).toBe('rgb(92, 114, 138)');
    expect(await style(page, '#nav', 'background-color')).toBe('rgb(43, 45, 66)');
    expect(await style(page, '.activity-entry > .wrap', 'background-color')).toBe('rgb(250, 250, 250)');
    // The feed toggle is two separate pills, not "FollowingGlobal".
    expect(Math.min(...await textGaps(page, '.feed-type-toggle > div'))).toBeGreaterThanOrEqual(10);
  });

  it('draws the dark theme\'s background and cards', async () => {
    const page = await harness.newPage({ siteUser: 'Demo', theme: 'dark' });
    await harness.goto(page, '/home');
    expect(await style(page, 'body', 'background-color')).toBe('rgb(11, 22, 34)');
    expect(await style(page, '.activity-entry > .wrap', 'background-color')).toBe('rgb(21, 31, 46)');
  });

  it('spaces the profile, media and settings tabs apart', async () => {
    const page = await harness.newPage({ siteUser: 'Demo' });
    await harness.goto(page, '/user/Demo/');
    expect(Math.min(...await textGaps(page, '.user .nav-wrap .nav .link'))).toBeGreaterThanOrEqual(20);
    const media = harness.sim.world.allMedia('ANIME').find((m) => !m.isAdult)!;
    await harness.goto(page, `/anime/${media.id}`);
    expect(Math.min(...await textGaps(page, '.media .header .content > .nav .link'))).toBeGreaterThanOrEqual(20);
    expect(await style(page, '.media .sidebar .data-set .type', 'font-size')).toBe('13px');
    await harness.goto(page, '/settings/account');
    // The settings menu is a column: each entry on its own line.
    expect((await gaps(page, '.settings .nav a')).every((gap) => gap === Infinity)).toBe(true);
  });
});
