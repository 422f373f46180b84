// Small steps the module tests share: client-side navigation and a refused request (429).
import type { Page } from 'playwright-core';
import type { Harness } from './harness.ts';
import { withRefusal } from './rateFill.ts';

/** Navigates as AniList's router does (no reload), through the simulator's hook. */
export async function simNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => (window as unknown as { __simNavigate(path: string): void }).__simNavigate(to), path);
  await page.waitForFunction((to) => location.pathname === to, path);
}

/**
 * Refuses every API request with a 429 (limit 0) until one of `operation` has been refused, then
 * gives the simulator back its limit: the page's next try, after Retry-After, goes through.
 */
export async function refuseOnce(harness: Harness, operation: string): Promise<void> {
  await withRefusal(harness, (seen) => seen.includes(operation), async () => undefined);
}

/**
 * Puts entries in the site's localStorage before the script starts on each of the page's visits:
 * the end-to-end hooks (`automailTest*`) that shorten a real wait.
 */
export async function presetStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.context().addInitScript((pairs) => {
    if (location.origin === 'https://anilist.co') for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, Object.entries(entries));
}
