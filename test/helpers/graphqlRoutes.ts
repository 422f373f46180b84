// Refusing chosen GraphQL operations in one page, the way AniList refuses them (CORS headers
// included, so the script reads the status and Retry-After); everything else reaches the
// simulator as usual.
import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { Harness } from './harness.ts';

export interface RefuseOptions {
  /** HTTP status: 429 (with Retry-After), 500, 400 … */
  status: number;
  /** GraphQL error message of the answer */
  message?: string;
  /** refuse only the first N matching requests (default: all) */
  times?: number;
  /** seconds for a 429's Retry-After (default 1) */
  retryAfter?: number;
}

const DEFAULT_MESSAGES: Record<number, string> = { 400: 'validation', 429: 'Too Many Requests.', 500: 'Internal Server Error' };

/**
 * Answers requests whose document contains `marker` (e.g. 'query ListPreview',
 * 'SaveMediaListEntry') with an error; returns how many were refused so far.
 */
export async function refuseOperation(page: Page, marker: string, options: RefuseOptions): Promise<() => number> {
  let refused = 0;
  const { status, times = Number.POSITIVE_INFINITY, retryAfter = 1 } = options;
  const message = options.message ?? DEFAULT_MESSAGES[status] ?? 'Error';
  await page.route('https://graphql.anilist.co/**', async (route: Route) => {
    if (refused >= times || !(route.request().postData() ?? '').includes(marker)) return route.fallback();
    refused += 1;
    await route.fulfill({
      status,
      contentType: 'application/json',
      headers: {
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'Retry-After',
        ...(status === 429 ? { 'retry-after': String(retryAfter) } : {}),
      },
      body: JSON.stringify({ data: null, errors: [{ message, status }] }),
    });
  });
  return () => refused;
}

/**
 * Counts the page's "Automail: API error (…)" logs as they come: the client logs one when it
 * has read a failed answer and is about to hand its caller null, so a count above 0 is the sign
 * that the code which would act on the answer has it (a window for "nothing happens" starts
 * there, not at the request). Call before the page loads.
 */
export function apiErrorsLogged(page: Page): () => number {
  let logged = 0;
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Automail: API error')) logged += 1;
  });
  return () => logged;
}

/**
 * Waits until the page has read every failed answer (5xx) the simulator gave so far, one
 * "API error" log each (`logged` from apiErrorsLogged): during an outage the modules that asked
 * then have their null, and a window for what they must not draw can start.
 */
export async function failedAnswersRead(harness: Harness, logged: () => number): Promise<void> {
  await expect.poll(() => logged() >= harness.requests().filter((request) => request.status >= 500).length, { timeout: 60_000 }).toBe(true);
}
