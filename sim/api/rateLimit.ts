// AniList's rate limit as the client sees it: X-RateLimit-* headers, and 429 with Retry-After
// once a minute's budget is spent. A sliding 60-second window over accepted requests.

export const DEFAULT_RATE_LIMIT = 90;
export const WINDOW_MS = 60_000;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** seconds until a request would be accepted again (only when refused) */
  retryAfter: number;
  /** unix seconds when the oldest counted request leaves the window */
  reset: number;
}

export class RateLimiter {
  private stamps: number[] = [];

  constructor(private limitValue: number = DEFAULT_RATE_LIMIT, private readonly clock: () => number = Date.now) {}

  get limit(): number {
    return this.limitValue;
  }

  setLimit(limit: number): void {
    this.limitValue = limit;
  }

  reset(): void {
    this.stamps = [];
  }

  /** Counts the request when it is allowed. */
  take(): RateDecision {
    const now = this.clock();
    while (this.stamps.length > 0 && this.stamps[0] <= now - WINDOW_MS) this.stamps.shift();
    const oldest = this.stamps[0] ?? now;
    const reset = Math.ceil((oldest + WINDOW_MS) / 1000);
    if (this.stamps.length >= this.limitValue) {
      return {
        allowed: false,
        limit: this.limitValue,
        remaining: 0,
        retryAfter: Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000)),
        reset,
      };
    }
    this.stamps.push(now);
    return { allowed: true, limit: this.limitValue, remaining: this.limitValue - this.stamps.length, retryAfter: 0, reset };
  }
}
