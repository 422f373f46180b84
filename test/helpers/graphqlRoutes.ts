// Refusing chosen GraphQL operations in one page, the way AniList refuses them (CORS headers
// included, so the script reads the status and Retry-After); everything else reaches the
// simulator as usual.
import type { Page, Route } from 'playwright-core';

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
