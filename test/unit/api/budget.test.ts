import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acquirePermit,
  budgetState,
  believableBudget,
  DEFAULT_LIMIT,
  MAX_RETRY_AFTER_S,
  nearLimit,
  permitWaitMs,
  recordResponse,
  resetBudgetForTests,
  setBudgetClock,
  WINDOW_MS,
} from '../../../src/api/budget';
import { CHANNEL_NAME, resetChannelForTests, type ChannelMessage } from '../../../src/core/channel';
import { fakeClock, settle } from './fakeClock';

let clock: ReturnType<typeof fakeClock>;
let otherTab: BroadcastChannel;

beforeEach(() => {
  resetChannelForTests();
  resetBudgetForTests();
  clock = fakeClock();
  setBudgetClock(clock);
  otherTab = new BroadcastChannel(CHANNEL_NAME);
});

afterEach(() => {
  otherTab.close();
  resetChannelForTests();
  setBudgetClock();
});

async function take(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await acquirePermit();
}

function tracked(promise: Promise<void>) {
  const state = { done: false, failed: null as unknown };
  promise.then(
    () => (state.done = true),
    (error: unknown) => (state.failed = error),
  );
  return state;
}

describe('rate budget', () => {
  it('allows 90 calls a minute by default', async () => {
    expect(DEFAULT_LIMIT).toBe(90);
    expect(WINDOW_MS).toBe(60_000);
    await take(90);
    expect(budgetState().remaining).toBe(0);
    const waiting = tracked(acquirePermit());
    await settle();
    expect(waiting.done).toBe(false);
    await clock.advance(WINDOW_MS);
    expect(waiting.done).toBe(true);
    expect(budgetState().remaining).toBe(89);
  });

  it('says how long a request asked now would wait: 0 while permits are left, the window or Retry-After otherwise', async () => {
    expect(permitWaitMs()).toBe(0);
    await take(90);
    expect(permitWaitMs()).toBe(WINDOW_MS);
    await clock.advance(20_000);
    expect(permitWaitMs()).toBe(WINDOW_MS - 20_000);
    await clock.advance(WINDOW_MS);
    expect(permitWaitMs()).toBe(0);
    recordResponse(429, { 'Retry-After': '8' });
    expect(permitWaitMs()).toBe(8_000);
  });

  it('queues callers until the window resets and lets only the limit through', async () => {
    recordResponse(200, { 'X-RateLimit-Limit': '2', 'X-RateLimit-Remaining': '0' });
    const queued = [tracked(acquirePermit()), tracked(acquirePermit()), tracked(acquirePermit())];
    await settle();
    expect(queued.map((q) => q.done)).toEqual([false, false, false]);
    await clock.advance(WINDOW_MS);
    expect(queued.filter((q) => q.done)).toHaveLength(2);
    await clock.advance(WINDOW_MS);
    expect(queued.every((q) => q.done)).toBe(true);
  });

  it('takes limit and remaining from the response headers (plain record or Headers)', () => {
    recordResponse(200, { 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '12' });
    expect(budgetState()).toMatchObject({ limit: 30, remaining: 12 });
    recordResponse(200, new Headers({ 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '7' }));
    expect(budgetState()).toMatchObject({ limit: 30, remaining: 7 });
  });

  it('keeps its own lower count when the header says more remain (calls still in flight)', async () => {
    await take(10);
    recordResponse(200, { 'X-RateLimit-Limit': '90', 'X-RateLimit-Remaining': '89' });
    expect(budgetState().remaining).toBe(80);
  });

  it('ignores unreadable headers', () => {
    recordResponse(200, { 'X-RateLimit-Limit': 'lots', 'X-RateLimit-Remaining': '' });
    expect(budgetState()).toMatchObject({ limit: 90, remaining: 90 });
  });

  it('resets the counter to the learned limit every 60 s', async () => {
    recordResponse(200, { 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '3' });
    await clock.advance(WINDOW_MS - 1);
    expect(budgetState().remaining).toBe(3);
    await clock.advance(1);
    expect(budgetState()).toMatchObject({ limit: 60, remaining: 60 });
  });

  it('after a 429 nobody gets a permit before Retry-After has passed', async () => {
    recordResponse(429, { 'Retry-After': '7', 'X-RateLimit-Limit': '90', 'X-RateLimit-Remaining': '0' });
    const waiting = tracked(acquirePermit());
    await clock.advance(6_999);
    expect(waiting.done).toBe(false);
    await clock.advance(1);
    expect(waiting.done).toBe(true);
    // A fresh window started when the wait ended.
    expect(budgetState()).toMatchObject({ remaining: 89, retryAt: 0, resetAt: clock.now() + WINDOW_MS });
  });

  it('a 429 wait longer than the window still holds after the window resets', async () => {
    recordResponse(429, { 'Retry-After': '90' });
    await clock.advance(WINDOW_MS);
    expect(nearLimit()).toBe(true);
    const waiting = tracked(acquirePermit());
    await clock.advance(29_999);
    expect(waiting.done).toBe(false);
    await clock.advance(1);
    expect(waiting.done).toBe(true);
  });

  it('nearLimit is true within 5 of the limit, or a custom margin', async () => {
    await take(84);
    expect(nearLimit()).toBe(false);
    await take(1);
    expect(budgetState().remaining).toBe(5);
    expect(nearLimit()).toBe(true);
    expect(nearLimit(4)).toBe(false);
  });

  it('a waiting caller whose signal aborts is rejected and takes no permit', async () => {
    await take(90);
    const controller = new AbortController();
    const waiting = tracked(acquirePermit(controller.signal));
    await settle();
    controller.abort();
    await settle();
    expect(waiting.failed).toBeInstanceOf(DOMException);
    expect(clock.sleeping()).toBe(0);
    await clock.advance(WINDOW_MS);
    expect(budgetState().remaining).toBe(90);
  });

  it('an already aborted signal is rejected at once', async () => {
    await expect(acquirePermit(AbortSignal.abort())).rejects.toBeInstanceOf(DOMException);
  });
});

describe('rate budget across tabs', () => {
  function nextMessage(): Promise<ChannelMessage> {
    return new Promise((resolve) => {
      otherTab.onmessage = (event: MessageEvent<ChannelMessage>) => resolve(event.data);
    });
  }

  it('broadcasts its state when it takes a permit', async () => {
    const message = nextMessage();
    await acquirePermit();
    expect(await message).toEqual({
      type: 'budget',
      limit: 90,
      remaining: 89,
      resetAt: clock.now() + WINDOW_MS,
      retryAt: 0,
    });
  });

  it('adopts the stricter state another tab reports', async () => {
    await acquirePermit(); // starts listening
    otherTab.postMessage({ type: 'budget', limit: 30, remaining: 4, resetAt: clock.now() + 90_000, retryAt: 0 });
    await settle();
    expect(budgetState()).toMatchObject({ limit: 30, remaining: 4, resetAt: clock.now() + 90_000 });
    expect(nearLimit()).toBe(true);
  });

  it('keeps its own state where it is stricter', async () => {
    await take(80);
    otherTab.postMessage({ type: 'budget', limit: 90, remaining: 50, resetAt: clock.now() + 1_000, retryAt: 0 });
    await settle();
    expect(budgetState()).toMatchObject({ limit: 90, remaining: 10, resetAt: clock.now() + WINDOW_MS });
  });

  it('adopts another tab’s 429 wait', async () => {
    await acquirePermit();
    otherTab.postMessage({ type: 'budget', limit: 90, remaining: 0, resetAt: clock.now() + 5_000, retryAt: clock.now() + 20_000 });
    await settle();
    const waiting = tracked(acquirePermit());
    await clock.advance(19_999);
    expect(waiting.done).toBe(false);
    await clock.advance(WINDOW_MS);
    expect(waiting.done).toBe(true);
  });

  it('ignores a report of a window that has already ended', async () => {
    await acquirePermit();
    otherTab.postMessage({ type: 'budget', limit: 90, remaining: 0, resetAt: clock.now() - 1, retryAt: 0 });
    await settle();
    expect(budgetState().remaining).toBe(89);
  });
});

describe('forged budget messages (any page script can post on the channel)', () => {
  const TEN_YEARS = 10 * 365 * 24 * 3600 * 1000;

  it('does not believe a reset or a retry later than a window or the longest Retry-After it accepts', async () => {
    await acquirePermit();
    otherTab.postMessage({ type: 'budget', limit: 90, remaining: 0, resetAt: clock.now() + TEN_YEARS });
    otherTab.postMessage({ type: 'budget', limit: 90, remaining: 0, resetAt: clock.now() + 5_000, retryAt: clock.now() + TEN_YEARS });
    await settle();
    expect(budgetState()).toMatchObject({ remaining: 89, retryAt: 0 });
    await acquirePermit();
    const now = clock.now();
    expect(believableBudget({ type: 'budget', limit: 90, remaining: 0, resetAt: now + MAX_RETRY_AFTER_S * 1000 }, now)).toBe(true);
    expect(believableBudget({ type: 'budget', limit: 90, remaining: 0, resetAt: now + MAX_RETRY_AFTER_S * 1000 + 2_000 }, now)).toBe(false);
    expect(believableBudget({ type: 'budget', limit: 90, remaining: 0, resetAt: now, retryAt: now + MAX_RETRY_AFTER_S * 1000 + 2_000 }, now)).toBe(false);
  });

  it('drops messages not of its own shape: remaining outside 0..limit, no limit, numbers that are not', async () => {
    await acquirePermit();
    for (const forged of [
      { type: 'budget', limit: 90, remaining: -1, resetAt: clock.now() + 5_000 },
      { type: 'budget', limit: 90, remaining: 91, resetAt: clock.now() + 5_000 },
      { type: 'budget', limit: 0, remaining: 0, resetAt: clock.now() + 5_000 },
      { type: 'budget', limit: 90, remaining: 0.5, resetAt: clock.now() + 5_000 },
      { type: 'budget', limit: 90, remaining: '0', resetAt: clock.now() + 5_000 },
      { type: 'budget', limit: 90, remaining: 0, resetAt: clock.now() + 5_000, retryAt: 'later' },
      { type: 'budget', remaining: 0, resetAt: clock.now() + 5_000 },
    ]) otherTab.postMessage(forged);
    await settle();
    expect(budgetState()).toMatchObject({ limit: 90, remaining: 89, retryAt: 0 });
  });

  it(`waits at most ${MAX_RETRY_AFTER_S} s for a 429, whatever its Retry-After says`, () => {
    recordResponse(429, { 'retry-after': String(10 * 365 * 24 * 3600) });
    expect(budgetState().retryAt).toBe(clock.now() + MAX_RETRY_AFTER_S * 1000);
  });
});
