// Shared by the home feed e2e files: every feed module off unless a test turns it on, opening a
// feed page as the demo user, and scrolling a feed until AniList's infinite scroll adds more.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { Harness } from './harness.ts';

/** The feed modules and switches, all off: what reaches the API and the screen is the module under test's. */
export const FEED_MODULES_OFF = {
  completedScore: false, droppedScore: false, feedCommentFilter: false, blockWord: false, statusBorder: false, SFWmode: false,
  CSSexpandFeedFilters: false, hideGlobalFeed: false, dblclickZoom: false, homeScroll: false, ALbuttonReload: false,
  // The other /home modules that ask the API by default (review totals, forum titles, the pie).
  betterReviewRatings: false, forumMedia: false, notifications: false, dismissDot: false,
} as const;

/** Opens `path` (default /home) with those settings on top of everything off; waits for the feed. */
export async function openFeedPage(
  harness: Harness,
  settings: Record<string, unknown>,
  path = '/home',
  siteUser: string | undefined = NOTABLE_USERS.demo,
): Promise<Page> {
  const page = await harness.newPage({ siteUser, settings: { ...FEED_MODULES_OFF, ...settings } });
  await harness.goto(page, path);
  await page.waitForSelector('.activity-feed > .activity-entry', { state: 'attached' });
  return page;
}

export const feedEntryCount = (page: Page) => page.locator('.activity-feed > .activity-entry').count();

/** Scrolls to the feed's end until it holds more entries than now; returns how many it holds. */
export async function scrollForMore(page: Page): Promise<number> {
  const first = await feedEntryCount(page);
  await expect.poll(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    return feedEntryCount(page);
  }, { timeout: 30_000, interval: 300 }).toBeGreaterThan(first);
  return feedEntryCount(page);
}
