/**
 * The one rate budget (spec doc 1 §7: 90 calls a minute by default, counter reset every 60 s,
 * afterwards limit and remaining taken from the response headers; some modules stop within 5 of
 * the limit). Every request takes a permit here first: page code directly, the worker through a
 * comlink proxy of `acquirePermit`/`recordResponse` (so both stay plain async/sync functions with
 * cloneable arguments), and other tabs by adopting the most restrictive state they broadcast.
 */
import { broadcast, onBroadcast, type ChannelMessage } from '../core/channel';

export const DEFAULT_LIMIT = 90;
export const WINDOW_MS = 60_000;
export const NEAR_LIMIT_MARGIN = 5;
/** Used when a 429 answer carries no (or an unreadable) Retry-After. */
export const DEFAULT_RETRY_AFTER_S = 60;
/**
 * The longest Retry-After taken as it is (5 minutes, the API health's longest back-off); a longer
 * one waits this long, then the retry hears the server again. The bound lets another tab's budget
 * message be checked: no real one blocks longer than this or the 60 s window.
 */
export const MAX_RETRY_AFTER_S = 300;
/** Slack for the moment between another tab's decision and this tab's reading of it. */
const CROSS_TAB_SLACK_MS = 1_000;
/**
 * A burst: this many permits within BURST_WINDOW_MS. AniList's burst limiter may refuse without
 * CORS headers, so a network error right after one is a rate-limit hit (host-dom-2026.md).
 */
export const BURST_PERMITS = 10;
export const BURST_WINDOW_MS = 10_000;

export interface BudgetState {
  /** Calls allowed per window. */
  limit: number;
  /** Calls still allowed in the current window. */
  remaining: number;
  /** When the current window ends (ms since epoch); 0 before the first call. */
  resetAt: number;
  /** After a 429: no call before this time (ms since epoch); 0 when not blocked. */
  retryAt: number;
}

export interface BudgetClock {
  now(): number;
  /** Resolves after `ms`; rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** Header values as a plain record (cloneable over comlink) or a fetch `Headers`. */
export type HeaderSource = Headers | Readonly<Record<string, string | null | undefined>>;

const realClock: BudgetClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

let clock: BudgetClock = realClock;
let state: BudgetState = freshState();
let syncing = false;
/** When this tab's last BURST_PERMITS permits were granted, oldest first. */
let granted: number[] = [];

function freshState(): BudgetState {
  return { limit: DEFAULT_LIMIT, remaining: DEFAULT_LIMIT, resetAt: 0, retryAt: 0 };
}

/** Opens a new window once the old one has ended (the "reset every 60 s"). */
function rollWindow(now: number): void {
  if (now >= state.resetAt) {
    state.remaining = state.limit;
    state.resetAt = now + WINDOW_MS;
  }
  if (state.retryAt !== 0 && now >= state.retryAt) state.retryAt = 0;
}

function publish(): void {
  broadcast({ type: 'budget', ...state });
}

/** How long a caller must wait before a permit is free now (0 = free). */
function waitTime(now: number): number {
  if (state.retryAt > now) return state.retryAt - now;
  if (state.remaining > 0) return 0;
  return state.resetAt - now;
}

/**
 * Takes one permit, waiting (queued) while the budget is exhausted or a 429 asked to wait.
 * Rejects with the signal's reason if the signal aborts while waiting.
 */
export async function acquirePermit(signal?: AbortSignal): Promise<void> {
  syncBudgetAcrossTabs();
  for (;;) {
    signal?.throwIfAborted();
    const now = clock.now();
    rollWindow(now);
    const wait = waitTime(now);
    if (wait <= 0) {
      state.remaining -= 1;
      granted.push(now);
      if (granted.length > BURST_PERMITS) granted.shift();
      publish();
      return;
    }
    await clock.sleep(wait, signal);
  }
}

function readHeader(headers: HeaderSource, name: string): string | null {
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name);
  const record = headers as Readonly<Record<string, string | null | undefined>>;
  for (const key of Object.keys(record)) {
    if (key.toLowerCase() === name) return record[key] ?? null;
  }
  return null;
}

function readCount(headers: HeaderSource, name: string): number | null {
  const text = readHeader(headers, name);
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;
}

/**
 * Reads one response's rate headers. The server's remaining count is adopted unless our own count
 * is lower (ours also counts requests still in flight). A 429 blocks every caller for Retry-After
 * seconds, after which a fresh window starts; the client then retries.
 */
export function recordResponse(status: number, headers: HeaderSource): void {
  syncBudgetAcrossTabs();
  const now = clock.now();
  rollWindow(now);
  const limit = readCount(headers, 'x-ratelimit-limit');
  const remaining = readCount(headers, 'x-ratelimit-remaining');
  if (limit !== null && limit > 0) state.limit = limit;
  state.remaining = Math.min(state.remaining, state.limit, remaining ?? Number.POSITIVE_INFINITY);
  if (status === 429) {
    const seconds = Math.min(readCount(headers, 'retry-after') ?? DEFAULT_RETRY_AFTER_S, MAX_RETRY_AFTER_S);
    // The server's window ends when it says to retry: a fresh window starts then, not 60 s later.
    state.retryAt = Math.max(state.retryAt, now + seconds * 1000);
    state.resetAt = state.retryAt;
    state.remaining = 0;
  }
  publish();
}

/** True when at most `margin` calls are left (or a 429 wait is running): time to stop optional work. */
export function nearLimit(margin: number = NEAR_LIMIT_MARGIN): boolean {
  const now = clock.now();
  rollWindow(now);
  return state.retryAt > now || state.remaining <= margin;
}

/**
 * True when a network failure now is more likely the rate limit than an outage: the budget is
 * nearly spent (or a 429 wait runs), or the last BURST_PERMITS permits went out within
 * BURST_WINDOW_MS.
 */
export function looksRateLimited(): boolean {
  const now = clock.now();
  return nearLimit() || (granted.length >= BURST_PERMITS && now - granted[0] < BURST_WINDOW_MS);
}

/**
 * How long a request asked now would wait for its permit, in ms (0 = at once): what a long run
 * shows the member while it stands still on the rate limit instead of seeming stuck.
 */
export function permitWaitMs(): number {
  const now = clock.now();
  rollWindow(now);
  return Math.max(0, waitTime(now));
}

/** A copy of the budget as it stands now. */
export function budgetState(): BudgetState {
  rollWindow(clock.now());
  return { ...state };
}

/**
 * Whether another tab's budget could be real: its window ends no later than a fresh window or the
 * longest Retry-After this tab accepts would end, counted from now (remaining within 0..limit is
 * checked with the message's shape, src/core/channelMessage.ts). Any page script can post on the
 * channel; a forged "remaining 0, reset ten years ahead" would otherwise hold every query.
 */
export function believableBudget(message: Extract<ChannelMessage, { type: 'budget' }>, now: number): boolean {
  const latest = now + Math.max(WINDOW_MS, MAX_RETRY_AFTER_S * 1000) + CROSS_TAB_SLACK_MS;
  return message.resetAt <= latest && (message.retryAt === undefined || message.retryAt <= now + MAX_RETRY_AFTER_S * 1000 + CROSS_TAB_SLACK_MS);
}

/** Takes over another tab's view where it is stricter: lower limit and remaining, later reset and retry. */
function adopt(message: Extract<ChannelMessage, { type: 'budget' }>): void {
  const now = clock.now();
  if (!believableBudget(message, now)) return;
  rollWindow(now);
  if (message.resetAt > now) {
    if (message.limit > 0) state.limit = Math.min(state.limit, message.limit);
    state.remaining = Math.min(state.remaining, message.remaining, state.limit);
    state.resetAt = Math.max(state.resetAt, message.resetAt);
  }
  if (message.retryAt !== undefined && message.retryAt > now) {
    state.retryAt = Math.max(state.retryAt, message.retryAt);
  }
}

/** Starts listening to other tabs' budget messages (idempotent; done on first use anyway). */
export function syncBudgetAcrossTabs(): void {
  if (syncing) return;
  syncing = true;
  onBroadcast((message) => {
    if (message.type === 'budget') adopt(message);
  });
}

/** For tests: a fake clock (or the real one when omitted). */
export function setBudgetClock(next?: BudgetClock): void {
  clock = next ?? realClock;
}

/** For tests: a fresh budget that will listen to the channel again on next use. */
export function resetBudgetForTests(): void {
  state = freshState();
  syncing = false;
  granted = [];
}
