// Makes a real 429 happen to one particular request of the page, through the simulator's own
// rate limiter.
import type { Harness } from './harness.ts';

/**
 * Runs `action` while the simulator refuses every API request with a 429 (its limit set to 0);
 * resolves once a request matching `isTarget` was refused, and gives the simulator back its limit,
 * so the page's next try after Retry-After goes through. Deterministic whatever the machine's
 * speed: filling the window from another client let a slow page's request slip into a freed slot.
 */
export async function withRefusal(harness: Harness, isTarget: (operation: string) => boolean, action: () => Promise<void>, timeout = 60_000): Promise<void> {
  const limit = harness.sim.rateLimit();
  const refused = () => harness.requests().some((r) => isTarget(r.operation) && r.status === 429);
  harness.sim.setRateLimit(0);
  try {
    await action();
    const deadline = Date.now() + timeout;
    while (!refused()) {
      if (Date.now() > deadline) {
        const seen = harness.requests().map((r) => `${r.status} ${r.operation.slice(0, 40).replace(/\s+/g, ' ')}`);
        throw new Error(`the target request was never refused with a 429; the page's requests: ${seen.join(' | ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    harness.sim.setRateLimit(limit);
  }
}

/** The statuses the target request got, oldest first: refused with a 429 first, served at last. */
export function targetStatuses(harness: Harness, isTarget: (operation: string) => boolean): { first: number; last: number } {
  const statuses = harness.requests().filter((r) => isTarget(r.operation)).map((r) => r.status);
  return { first: statuses[0], last: statuses[statuses.length - 1] };
}
