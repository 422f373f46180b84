// End to end: big lists opened light ('lightLists') from the built userscript in Chromium with
// images on. Over the threshold (Hoarder's 11,000 entries) no row cover reaches the simulator's
// image route and the list is in AniList's compact layout; under it (Demo's 712) the list is
// left as it is. The threshold setting, "Show covers", switching off and leaving the page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { strings } from '../../src/modules/lightLists/strings.ts';
import { simNavigate } from '../helpers/pageActions.ts';
import { useHarness } from '../helpers/useHarness.ts';

const MODULE_ID = 'lightLists';
const TIMEOUT = 120_000;
const HOARDER = `/user/${NOTABLE_USERS.hoarder}/animelist`;
const DEMO = `/user/${NOTABLE_USERS.demo}/animelist`;
const NOTE = '#hohLightListWrap';

const harness = useHarness({ images: true });

/** Row covers the simulator's image route served (media covers; the banner and avatar are not). */
const coverRequests = () => harness.sim.imageRequests.filter((path) => path.includes('/media/anime/cover/'));

async function open(settings: Record<string, unknown>, path: string, siteUser: string | undefined = NOTABLE_USERS.demo): Promise<Page> {
  const page = await harness.newPage({ siteUser, settings });
  harness.sim.imageRequests.length = 0;
  await harness.goto(page, path);
  await page.waitForSelector('.medialist .list-entries > .entry, .medialist .list-entries > .entry-card', { state: 'attached', timeout: TIMEOUT });
  return page;
}

/** The anime entries of a list Demo is shown (the world's, less the owner's private ones but for her own). */
function shownEntries(name: string): number {
  const owner = harness.sim.world.getUserByName(name)!;
  return harness.sim.world.listEntries(owner.id, 'ANIME').filter((entry) => name === NOTABLE_USERS.demo || !entry.private).length;
}

/** The root's layout class. */
const layout = (page: Page) => page.$eval('.medialist', (root) => ['table', 'compact', 'cards'].filter((view) => root.classList.contains(view)));

/**
 * The page has drawn and the lazy loader has had its turn: the profile's banner image (asked for
 * at the same time as the rows' covers would be) reached the simulator, and two frames passed.
 */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => harness.sim.imageRequests.length, { timeout: TIMEOUT }).toBeGreaterThan(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const running = (page: Page) => page.evaluate(() => window.automailDebug!.listActive().modules);

function broadcastSetting(page: Page, key: string, value: unknown): Promise<void> {
  return page.evaluate(([k, v]) => {
    const channel = new BroadcastChannel('automail');
    channel.postMessage({ type: 'settings', key: k, value: v });
    channel.close();
  }, [key, value] as const);
}

describe("light lists ('lightLists')", () => {
  it("opens Hoarder's 11,000 entries light: compact, and no row cover reaches the image route; Show covers brings them", async () => {
    const page = await open({ [MODULE_ID]: true }, HOARDER);
    await page.waitForSelector(NOTE, { timeout: TIMEOUT });
    expect(await layout(page)).toEqual(['compact']);
    await expect(page.textContent(`${NOTE} p`)).resolves.toBe(strings.note(shownEntries(NOTABLE_USERS.hoarder), 1000));
    await settled(page);
    // Scrolled through the middle of the list: still nothing asked for.
    await page.locator('.medialist .list-entries > .entry').nth(5000).scrollIntoViewIfNeeded();
    await settled(page);
    expect(coverRequests()).toEqual([]);
    expect(await page.locator('.medialist .entry .cover .image').first().evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');

    // The way back for this visit: the member's layout and the covers near the viewport.
    await page.getByRole('button', { name: strings.showCoversLabel }).click();
    await expect.poll(() => layout(page)).toEqual(['table']);
    await expect.poll(() => coverRequests().length, { timeout: TIMEOUT }).toBeGreaterThan(0);
    expect(coverRequests().length).toBeLessThan(300);
    await expect(page.locator(NOTE).count()).resolves.toBe(0);
  }, TIMEOUT);

  it('makes a list drawn as cards compact too, and gives the cards back', async () => {
    const page = await open({ [MODULE_ID]: true, lightListsThreshold: 500 }, `${DEMO}?view=cards`);
    await page.waitForSelector(NOTE, { timeout: TIMEOUT });
    expect(await layout(page)).toEqual(['compact']);
    await settled(page);
    expect(coverRequests()).toEqual([]);
    await page.getByRole('button', { name: strings.showCoversLabel }).click();
    await expect.poll(() => layout(page)).toEqual(['cards']);
    await expect.poll(() => coverRequests().length, { timeout: TIMEOUT }).toBeGreaterThan(0);
  }, TIMEOUT);

  it("without the switch Hoarder's list is drawn in its own layout and loads its covers", async () => {
    const page = await open({ [MODULE_ID]: false }, HOARDER);
    await expect.poll(() => coverRequests().length, { timeout: TIMEOUT }).toBeGreaterThan(0);
    expect(await layout(page)).toEqual(['table']);
    expect(await page.locator(NOTE).count()).toBe(0);
  }, TIMEOUT);

  it("leaves Demo's 712 entries as they are (under the default 1,000)", async () => {
    const page = await open({ [MODULE_ID]: true }, DEMO);
    await expect.poll(() => coverRequests().length, { timeout: TIMEOUT }).toBeGreaterThan(0);
    expect(await layout(page)).toEqual(['table']);
    expect(await page.locator(NOTE).count()).toBe(0);
    expect(await page.locator('#hohLightListHold, #hohLightListStyle').count()).toBe(0);
  }, TIMEOUT);

  it('follows the threshold setting: 500 makes Demo\'s list light, and raising it live gives the covers back', async () => {
    const page = await open({ [MODULE_ID]: true, lightListsThreshold: 500 }, DEMO);
    await page.waitForSelector(NOTE, { timeout: TIMEOUT });
    await expect(page.textContent(`${NOTE} p`)).resolves.toBe(strings.note(shownEntries(NOTABLE_USERS.demo), 500));
    expect(await layout(page)).toEqual(['compact']);
    await settled(page);
    expect(coverRequests()).toEqual([]);
    await broadcastSetting(page, 'lightListsThreshold', 1000);
    await expect.poll(() => layout(page)).toEqual(['table']);
    await expect.poll(() => coverRequests().length, { timeout: TIMEOUT }).toBeGreaterThan(0);
    expect(await page.locator(NOTE).count()).toBe(0);
  }, TIMEOUT);

  it('a threshold below the minimum is not taken: the default holds', async () => {
    const page = await open({ [MODULE_ID]: true, lightListsThreshold: 5 }, DEMO);
    await expect.poll(() => coverRequests().length, { timeout: TIMEOUT }).toBeGreaterThan(0);
    expect(await layout(page)).toEqual(['table']);
    expect(await page.locator(NOTE).count()).toBe(0);
  }, TIMEOUT);

  it('asks AniList nothing: a guest during an API outage, 500 px wide, gets the light list and a reachable button', async () => {
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      const page = await harness.newPage({ settings: { [MODULE_ID]: true, lightListsThreshold: 500 } });
      await page.setViewportSize({ width: 500, height: 800 });
      harness.sim.imageRequests.length = 0;
      await harness.goto(page, DEMO);
      await page.waitForSelector(NOTE, { timeout: TIMEOUT });
      expect(await layout(page)).toEqual(['compact']);
      const button = page.getByRole('button', { name: strings.showCoversLabel });
      await expect(button.isVisible()).resolves.toBe(true);
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(500);
      await settled(page);
      expect(coverRequests()).toEqual([]);
      // Keyboard: the button takes focus and Enter gives the covers back.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => layout(page)).toEqual(['table']);
    } finally {
      harness.sim.setOutage(null);
    }
  }, TIMEOUT);

  it('switching it off restores the layout and the covers', async () => {
    const page = await open({ [MODULE_ID]: true, lightListsThreshold: 500 }, DEMO);
    await page.waitForSelector(NOTE, { timeout: TIMEOUT });
    await broadcastSetting(page, MODULE_ID, false);
    await expect.poll(() => layout(page)).toEqual(['table']);
    await expect.poll(() => coverRequests().length, { timeout: TIMEOUT }).toBeGreaterThan(0);
    await expect.poll(() => running(page)).not.toContain(MODULE_ID);
    expect(await page.locator(`${NOTE}, #hohLightListHold, #hohLightListStyle`).count()).toBe(0);
  }, TIMEOUT);

  it('leaves nothing behind when the visitor moves on', async () => {
    const page = await open({ [MODULE_ID]: true, lightListsThreshold: 500 }, DEMO);
    await page.waitForSelector(NOTE, { timeout: TIMEOUT });
    expect(await running(page)).toContain(MODULE_ID);
    await simNavigate(page, `/user/${NOTABLE_USERS.demo}/`);
    await expect.poll(() => running(page)).not.toContain(MODULE_ID);
    expect(await page.locator(`${NOTE}, #hohLightListHold, #hohLightListStyle, #hohLightListStyleNote`).count()).toBe(0);
    const active = await page.evaluate(() => window.automailDebug!.listActive());
    expect(active.modules).not.toContain(MODULE_ID);
  }, TIMEOUT);
});
