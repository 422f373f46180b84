import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_WINDOW_MS, RateLimiter } from '../../sim/api/rateLimit.ts';

function clockAt(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('RateLimiter window', () => {
  it('defaults to AniList\'s minute', () => {
    expect(DEFAULT_RATE_WINDOW_MS).toBe(60_000);
    const clock = clockAt(1_000_000);
    const limiter = new RateLimiter(1, undefined, clock.now);
    expect(limiter.take().allowed).toBe(true);
    clock.advance(59_999);
    expect(limiter.take()).toMatchObject({ allowed: false, retryAfter: 1 });
    clock.advance(1);
    expect(limiter.take().allowed).toBe(true);
  });

  it('uses the configured window and reports the real remaining time in whole seconds, at least 1', () => {
    const clock = clockAt(1_000_000);
    const limiter = new RateLimiter(2, 5_000, clock.now);
    expect(limiter.take()).toMatchObject({ allowed: true, remaining: 1 });
    clock.advance(1_000);
    expect(limiter.take()).toMatchObject({ allowed: true, remaining: 0 });
    clock.advance(500);
    // the first request leaves the window 3.5 s from now: rounded up to 4
    expect(limiter.take()).toMatchObject({ allowed: false, remaining: 0, retryAfter: 4, reset: Math.ceil(1_005_000 / 1000) });
    clock.advance(3_400);
    expect(limiter.take()).toMatchObject({ allowed: false, retryAfter: 1 });
    clock.advance(100);
    expect(limiter.take()).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('never says less than one second', () => {
    const clock = clockAt(0);
    const limiter = new RateLimiter(1, 200, clock.now);
    limiter.take();
    clock.advance(10);
    expect(limiter.take()).toMatchObject({ allowed: false, retryAfter: 1 });
  });

  it('peek reports without counting', () => {
    const clock = clockAt(0);
    const limiter = new RateLimiter(1, 1_000, clock.now);
    expect(limiter.peek()).toMatchObject({ allowed: true, remaining: 1 });
    expect(limiter.take()).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.peek()).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('refuses a window that is not positive', () => {
    expect(() => new RateLimiter(1, 0)).toThrow(RangeError);
  });
});
