// Asking the page interface (docs/page-api.md) from a page script in end-to-end tests, as
// another userscript would: one request event, the answer with the same id.
import type { Page } from 'playwright-core';

export type PageApiAnswer = { id: string; ok: boolean; result?: unknown; error?: string } | 'no answer';

/** What a page script gets back for one request (or 'no answer' after `waitMs`). */
export function askPageApi(page: Page, method: string, params?: unknown, waitMs = 10_000): Promise<PageApiAnswer> {
  return page.evaluate(([method, params, waitMs]) => new Promise<PageApiAnswer>((resolve) => {
    const id = Math.random().toString(36).slice(2);
    const timer = setTimeout(() => resolve('no answer'), waitMs as number);
    document.addEventListener('automail:response', (event) => {
      const answer = JSON.parse((event as CustomEvent<string>).detail) as PageApiAnswer & { id: string };
      if (answer.id !== id) return;
      clearTimeout(timer);
      resolve(answer);
    });
    document.dispatchEvent(new CustomEvent('automail:request', { detail: JSON.stringify({ id, method, params }) }));
  }), [method, params, waitMs] as const);
}
