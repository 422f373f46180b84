// End to end: the year stepper ('yearStepper') on the simulator's list pages, from the built
// userscript in Chromium. The < and > buttons move the year slider of the filter column; the
// list shows only that year's entries (AniList's own filter, which the simulator reproduces).
// The module asks nothing of the API; the failure paths are its bounds and a missing slider.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { useHarness } from '../helpers/useHarness.ts';

const TIMEOUT = 60_000;
const LIST = `/user/${NOTABLE_USERS.demo}/animelist`;
const BACK = '.medialist .el-slider > .hohStepper[aria-label="One year earlier"]';
const ON = '.medialist .el-slider > .hohStepper[aria-label="One year later"]';

const harness = useHarness();

const shownYear = (page: Page) => page.$eval('.medialist .year-heading', (h) => h.firstElementChild?.textContent ?? '');

/** The years of the rows the filter leaves visible. */
const visibleYears = (page: Page) => page.$$eval('.medialist .list-entries > .entry', (rows) =>
  [...new Set(rows.filter((r) => (r as HTMLElement).offsetParent !== null).map((r) => r.getAttribute('data-sim-facts')!.split(' ')[2]))]);

describe("year stepper ('yearStepper')", () => {
  it('> starts at this year, < and > then move one year, and the list follows', async () => {
    const page = await harness.newPage();
    await harness.goto(page, LIST);
    await page.waitForSelector(ON, { timeout: TIMEOUT });
    await expect(shownYear(page)).resolves.toBe('');
    const thisYear = new Date().getFullYear();
    await page.click(ON);
    await expect(shownYear(page)).resolves.toBe(String(thisYear));
    await page.click(BACK);
    await page.click(BACK);
    await expect(shownYear(page)).resolves.toBe(String(thisYear - 2));
    const years = await visibleYears(page);
    expect(years.every((y) => y === String(thisYear - 2))).toBe(true);
    await page.focus(ON);
    await page.keyboard.press('Enter');
    await expect(shownYear(page)).resolves.toBe(String(thisYear - 1));
    await page.close();
  });

  it('stops at the ends of the slider', async () => {
    const page = await harness.newPage();
    await harness.goto(page, LIST);
    await page.waitForSelector(ON, { timeout: TIMEOUT });
    const [min, max] = await page.$eval('.medialist .el-slider', (s) => [Number(s.getAttribute('aria-valuemin')), Number(s.getAttribute('aria-valuemax'))]);
    const runway = page.locator('.medialist .el-slider__runway');
    const box = (await runway.boundingBox())!;
    await runway.click({ position: { x: 0.5, y: box.height / 2 } });
    await expect(shownYear(page)).resolves.toBe(String(min));
    await page.click(BACK);
    await expect(shownYear(page)).resolves.toBe(String(min));
    await page.click(ON);
    await expect(shownYear(page)).resolves.toBe(String(min + 1));
    await runway.click({ position: { x: box.width - 0.5, y: box.height / 2 } });
    await expect(shownYear(page)).resolves.toBe(String(max));
    await page.click(ON);
    await expect(shownYear(page)).resolves.toBe(String(max));
    await page.close();
  });

  it('is gone when switched off and after leaving the list, and asks the API nothing', async () => {
    const off = await harness.newPage({ settings: { yearStepper: false } });
    await harness.goto(off, LIST);
    await off.waitForSelector('#hohDraw3x3', { timeout: TIMEOUT });
    await expect(off.locator('.hohStepper').count()).resolves.toBe(0);
    await off.close();

    const page = await harness.newPage();
    harness.clearRequests();
    await harness.goto(page, LIST);
    await page.waitForSelector(ON, { timeout: TIMEOUT });
    await page.click(ON);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/user/Aoi/animelist'));
    await page.waitForFunction(() => document.querySelector('.page-content[data-sim-path="/user/Aoi/animelist"]'), undefined, { timeout: TIMEOUT });
    await page.waitForSelector(ON, { timeout: TIMEOUT });
    await expect(page.locator('.hohStepper').count()).resolves.toBe(2);
    await harness.goto(page, '/user/Aoi/');
    await expect(page.locator('.hohStepper').count()).resolves.toBe(0);
    expect(harness.requests().filter((r) => /year/i.test(r.operation))).toHaveLength(0);
    await page.close();
  });
});
