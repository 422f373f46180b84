// End to end: the 'My Threads' shortcut ('myThreads') on the simulator, from the built userscript in
// Chromium: the link at the end of the forum menu, and /user/{me}/social#my-threads choosing the
// Threads filter by itself (only on one's own page). It reads only the page and the site's
// sign-in: no API request is made, so there is no API failure to show; signed out there is no link.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { simNavigate } from '../helpers/pageActions.ts';

const harness = useHarness();

/** myThreads is off by default (host-dom.md §3.2); the pie's requests are not wanted here. */
const OFF = { notifications: false, dismissDot: false, myThreads: true } as const;
const link = (page: Page) => page.locator('.forum-feed .filters .filter-group a.link.hohMyThreads');
/** The active tab's name (other modules may append counts to it). */
const activeTab = (page: Page) => ({ textContent: async () => ((await page.locator('.user-social .filters .filter-group > span.active').textContent()) ?? '').replace(/\d+$/, '') });

async function openSocial(page: Page, path: string): Promise<void> {
  await harness.goto(page, path);
  await page.locator('.user-social .filters .filter-group > span').first().waitFor({ state: 'attached', timeout: 60_000 });
}

describe("'My Threads' ('myThreads')", { timeout: 180_000 }, () => {
  it("adds 'My Threads' to the forum menu; it opens one's threads", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: OFF });
    harness.clearRequests();
    await harness.goto(page, '/forum/overview');
    await link(page).waitFor({ state: 'attached', timeout: 60_000 });
    expect(await link(page).textContent()).toBe('My Threads');
    expect(await link(page).getAttribute('href')).toBe('/user/Demo/social#my-threads');
    // Last in the menu, after AniList's own links.
    expect(await page.locator('.forum-feed .filters .filter-group > a:last-child').textContent()).toBe('My Threads');
    // Nothing of it went to the API (the forum page's other modules are off or ask nothing).
    expect(harness.requests().filter((r) => !/Viewer|notification/i.test(r.operation))).toEqual([]);
    await link(page).click();
    await page.waitForURL(/\/user\/Demo\/social#my-threads$/, { timeout: 60_000 });
    await expect.poll(() => activeTab(page).textContent(), { timeout: 60_000 }).toBe('Threads');
    expect(await page.locator('[data-sim-panel="threads"]').isVisible()).toBe(true);
    await page.context().close();
  });

  it("is reached by keyboard: Tab onto 'My Threads', Enter opens the Threads tab with one's own threads", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: OFF });
    await harness.goto(page, '/forum/recent');
    await link(page).waitFor({ state: 'attached', timeout: 60_000 });
    // From AniList's link before it, Tab lands on ours.
    await page.locator('.forum-feed .filters .filter-group > a:not(.hohMyThreads)').last().focus();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.classList.contains('hohMyThreads'))).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/user\/Demo\/social#my-threads$/, { timeout: 60_000 });
    await expect.poll(() => activeTab(page).textContent(), { timeout: 60_000 }).toBe('Threads');
    const demo = harness.sim.world.getUserByName(NOTABLE_USERS.demo)!;
    const own = harness.sim.world.threads({ userId: demo.id });
    expect(own.length).toBeGreaterThan(0);
    await expect(page.locator('[data-sim-panel="threads"] .thread-card').first().textContent()).resolves.toContain(own[0].title);
    await page.context().close();
  });

  it('chooses the fourth filter only on the own social page with #my-threads', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: OFF });
    await openSocial(page, '/user/Demo/social#my-threads');
    await expect.poll(() => activeTab(page).textContent(), { timeout: 60_000 }).toBe('Threads');
    await openSocial(page, '/user/Demo/social');
    expect(await activeTab(page).textContent()).toBe('Following');
    await openSocial(page, '/user/Aoi/social#my-threads');
    // Someone else's page keeps AniList's default tab.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    expect(await activeTab(page).textContent()).toBe('Following');
    await page.context().close();
  });

  it('signed out on the site: no link; switched off: no link', async () => {
    const guest = await harness.newPage({ settings: OFF });
    await harness.goto(guest, '/forum/overview');
    await guest.locator('.forum-feed .filters .filter-group > a').first().waitFor({ state: 'attached', timeout: 60_000 });
    await guest.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    expect(await link(guest).count()).toBe(0);
    await guest.context().close();
    const off = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { ...OFF, myThreads: false } });
    await harness.goto(off, '/forum/overview');
    await off.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    expect(await link(off).count()).toBe(0);
    await off.context().close();
  });

  it('keeps one link across the forum sections, and none elsewhere', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: OFF });
    await harness.goto(page, '/forum/overview');
    await link(page).waitFor({ state: 'attached', timeout: 60_000 });
    await simNavigate(page, '/forum/recent');
    await expect.poll(() => page.locator('.forum-feed .filters a.router-link-active').textContent(), { timeout: 60_000 }).toBe('Recent');
    await expect.poll(() => link(page).count(), { timeout: 60_000 }).toBe(1);
    await simNavigate(page, '/home');
    await expect.poll(() => page.locator('.hohMyThreads').count(), { timeout: 60_000 }).toBe(0);
    await page.context().close();
  });
});
