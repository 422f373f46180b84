// Makes a real 429 happen to one particular request of the page: another client keeps the
// simulator's (small) rate window full until that request has been refused once.
import type { Harness } from './harness.ts';

/**
 * Runs `action` while filling the window; resolves once a request matching `isTarget` was answered
 * 429 (or rejects after `timeout` ms). Use a harness started with a small `rateLimit` and a short
 * `rateWindowMs`, so the page's retry after Retry-After comes within seconds.
 */
export async function withRefusal(harness: Harness, isTarget: (operation: string) => boolean, action: () => Promise<void>, timeout = 30_000): Promise<void> {
  const refused = () => harness.requests().some((r) => isTarget(r.operation) && r.status === 429);
  let filling = true;
  let full: () => void = () => undefined;
  const windowFull = new Promise<void>((resolve) => {
    full = resolve;
  });
  const fill = (async () => {
    const deadline = Date.now() + timeout;
    while (filling && !refused() && Date.now() < deadline) {
      const response = await fetch(`${harness.sim.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Referer: 'https://anilist.co/' },
        body: JSON.stringify({ query: '{ GenreCollection }' }),
      });
      await response.arrayBuffer();
      if (response.status === 429) full();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    full();
  })();
  try {
    // The page starts only once the window is full, so its request cannot slip in first.
    await windowFull;
    await action();
    const deadline = Date.now() + timeout;
    while (!refused()) {
      if (Date.now() > deadline) {
        const seen = harness.requests().filter((r) => !r.operation.includes('GenreCollection')).map((r) => `${r.status} ${r.operation.slice(0, 40).replace(/\s+/g, ' ')}`);
        throw new Error(`the target request was never refused with a 429; the page's requests: ${seen.join(' | ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    filling = false;
    await fill;
  }
}

/** The statuses the target request got, oldest first: refused with a 429 first, served at last. */
export function targetStatuses(harness: Harness, isTarget: (operation: string) => boolean): { first: number; last: number } {
  const statuses = harness.requests().filter((r) => isTarget(r.operation)).map((r) => r.status);
  return { first: statuses[0], last: statuses[statuses.length - 1] };
}
