// AniList's rate limit as the client sees it: X-RateLimit-* headers, and 429 with Retry-After
// once a window's budget is spent. A sliding window (60 s like AniList's, shorter in tests so a
// real 429 and its recovery happen quickly) over accepted requests.

export const DEFAULT_RATE_LIMIT = 90;
export const DEFAULT_RATE_WINDOW_MS = 60_000;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** whole seconds (rounded up, at least 1) until a request would be accepted again; 0 when allowed */
  retryAfter: number;
  /** unix seconds when the oldest counted request leaves the window */
  reset: number;
}

export class RateLimiter {
  private stamps: number[] = [];

  constructor(
    private limitValue: number = DEFAULT_RATE_LIMIT,
    private readonly windowMs: number = DEFAULT_RATE_WINDOW_MS,
    private readonly clock: () => number = Date.now,
  ) {
    if (!(windowMs > 0)) throw new RangeError(`rateWindowMs must be positive, got ${windowMs}`);
  }

  get limit(): number {
    return this.limitValue;
  }

  setLimit(limit: number): void {
    this.limitValue = limit;
  }

  reset(): void {
    this.stamps = [];
  }

  private forgetExpired(now: number): void {
    while (this.stamps.length > 0 && this.stamps[0] <= now - this.windowMs) this.stamps.shift();
  }

  /** The state without counting anything (for OPTIONS and refused methods). */
  peek(): RateDecision {
    const now = this.clock();
    this.forgetExpired(now);
    return this.decide(now, this.stamps.length < this.limitValue);
  }

  /** Counts the request when it is allowed. */
  take(): RateDecision {
    const now = this.clock();
    this.forgetExpired(now);
    const allowed = this.stamps.length < this.limitValue;
    if (allowed) this.stamps.push(now);
    return this.decide(now, allowed);
  }

  private decide(now: number, allowed: boolean): RateDecision {
    const oldest = this.stamps[0] ?? now;
    const freeAt = oldest + this.windowMs;
    return {
      allowed,
      limit: this.limitValue,
      remaining: Math.max(0, this.limitValue - this.stamps.length),
      retryAfter: allowed ? 0 : Math.max(1, Math.ceil((freeAt - now) / 1000)),
      reset: Math.ceil(freeAt / 1000),
    };
  }
}
