// Waiting on the compare module's table in end-to-end tests (comparePage*.test.ts).
import type { Page } from 'playwright-core';

/** Waits until every requested column is in and the rows on screen belong to the current table. */
export async function compareSettled(page: Page, users: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll('div.hohCompare thead th[data-user]').length === count &&
      !document.querySelector('div.hohCompare .hohCompareLoading') &&
      document.querySelector('div.hohCompare table')?.getAttribute('aria-busy') === 'false',
    users,
    { timeout },
  );
}
