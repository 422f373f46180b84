/**
 * The page's permit source, the one gate every request passes (page code directly, the worker
 * through the page bridge): the API's health first, so a down API refuses at once without
 * touching the budget, then the rate budget. Outcomes come back here the same way.
 */
import * as budget from './budget';
import { abandonProbe, admit, apiHealth, recordHealth, type DownRefusal, type HealthOutcome } from './health';

/** 'rateLimited': the network failure was taken as AniList's burst limiter; retry like a 429. */
export type HealthVerdict = 'rateLimited' | 'counted';

/** Resolves when a request may go, or to a refusal while AniList's API is down. */
export async function acquirePagePermit(signal?: AbortSignal): Promise<void | DownRefusal> {
  const admitted = admit();
  if ('down' in admitted) return admitted;
  try {
    await budget.acquirePermit(signal);
  } catch (error) {
    // A probe that will not be sent must not hold the others back until it times out.
    if (admitted.probe) abandonProbe();
    throw error;
  }
  // The API may have gone down while this caller waited for the budget; a probe goes anyway.
  const now = apiHealth();
  if (!admitted.probe && now.down) return { down: true, retryAt: now.retryAt };
}

/**
 * One request's outcome for the health state. A network failure right after a burst or near
 * the limit is AniList's burst limiter refusing without CORS headers (host-dom-2026.md): the
 * budget takes it as a 429 without Retry-After and the caller retries after that wait.
 */
export function reportPageHealth(outcome: HealthOutcome): HealthVerdict {
  if (outcome === 'networkError' && !apiHealth().down && budget.looksRateLimited()) {
    budget.recordResponse(429, {});
    return 'rateLimited';
  }
  recordHealth(outcome);
  return 'counted';
}

export const pagePermits = {
  acquirePermit: acquirePagePermit,
  recordResponse: (status: number, headers: Record<string, string>) => budget.recordResponse(status, headers),
  recordHealth: reportPageHealth,
};
