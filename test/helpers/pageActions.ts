// Small steps the module tests share: client-side navigation and a spent rate-limit window.
import type { Page } from 'playwright-core';
import type { Harness } from './harness.ts';

/** Navigates as AniList's router does (no reload), through the simulator's hook. */
export async function simNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => (window as unknown as { __simNavigate(path: string): void }).__simNavigate(to), path);
  await page.waitForFunction((to) => location.pathname === to, path);
}

/**
 * Uses up the simulator's rate-limit window from outside the page (`limit` requests), so the
 * page's next request is answered with a 429 and its Retry-After.
 */
export async function exhaustRateWindow(harness: Harness, limit: number): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await fetch(`${harness.sim.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Referer: 'https://anilist.co/' },
      body: JSON.stringify({ query: '{ GenreCollection }' }),
    });
  }
}
