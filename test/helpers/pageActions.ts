// Small steps the module tests share: client-side navigation and a refused request (429).
import type { Page } from 'playwright-core';
import type { Harness } from './harness.ts';

/** Navigates as AniList's router does (no reload), through the simulator's hook. */
export async function simNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => (window as unknown as { __simNavigate(path: string): void }).__simNavigate(to), path);
  await page.waitForFunction((to) => location.pathname === to, path);
}

/**
 * Refuses every API request with a 429 (limit 0) until one of `operation` has been refused, then
 * gives the simulator back its `limit`: the page's next try, after Retry-After, goes through.
 * Deterministic, unlike spending the window beforehand, which a slow page may outlive.
 */
export async function refuseOnce(harness: Harness, operation: string, limit: number): Promise<void> {
  harness.sim.setRateLimit(0);
  try {
    const deadline = Date.now() + 60_000;
    while (!harness.requests().some((r) => r.operation.includes(operation) && r.status === 429)) {
      if (Date.now() > deadline) throw new Error(`no ${operation} request was refused`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    harness.sim.setRateLimit(limit);
  }
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
