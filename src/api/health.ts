/**
 * The API's health, one state for every caller and tab (docs/ARCHITECTURE.md, "The API's
 * health is one state"; host-dom-2026.md "API facts 2026"). AniList's API goes down while the
 * site keeps working: it answers a 403 "temporarily disabled", or 5xx, or nothing. Hammering it
 * then helps nobody, so the client goes "down": no request is sent for a back-off window that
 * grows with each failed try (30 s, 1 min, 2 min, 4 min, then 5 min), after which one request
 * goes as a probe. Any answer from the API (even a 404 or a 429) ends the down state.
 *
 * While down, requests are refused at once instead of waiting: a module then behaves as for any
 * failed call (cached data stays, nothing hangs), no queue of requests fires at the API the
 * moment it comes back, and the user is told once by the notice (src/modules/apiNotices/start.ts).
 *
 * The state lives on the page thread. The worker's requests reach it through the page bridge,
 * and other tabs through the `automail` channel.
 */
import { broadcast, onBroadcast, type ChannelMessage } from '../core/channel';
import { storageArea } from '../core/storage';
import { testTimingMs } from '../lib/testTiming';

/** What one request says about the API. 'ok' is any answer from the API itself. */
export type HealthOutcome = 'ok' | 'disabled' | 'serverError' | 'networkError';

/** AniList's words for "the API is off" (a 403 with this sentence, host-dom-2026.md). */
export const API_DISABLED_TEXT = 'temporarily disabled';
/** This many 5xx or network failures in a row (not rate limits) mean the API is down. */
export const FAILURES_TO_DOWN = 3;
export const DEFAULT_BACKOFF_BASE_MS = 30_000;
export const MAX_BACKOFF_MS = 5 * 60_000;
/** A probe that never reports (its page went away) stops blocking the next one after this. */
export const PROBE_TIMEOUT_MS = 30_000;
/**
 * Test hook: a shorter back-off base in ms, read from localStorage when a down period starts,
 * so end-to-end tests see a recovery in seconds instead of minutes. Not a setting: users never
 * see it, and without it the real 30 s base applies.
 */
export const BACKOFF_BASE_TEST_KEY = 'automailTestBackoffBaseMs';

export interface HealthState {
  down: boolean;
  /** While down: when the probe may go (ms since epoch); 0 when up. */
  retryAt: number;
  /** How many windows in a row failed (0 for the first); sets the window's length. */
  level: number;
  /** While a probe is out: until when it blocks others; 0 when none. */
  probeUntil: number;
}

/** Why a request was not sent. */
export interface DownRefusal {
  down: true;
  retryAt: number;
}

export interface HealthClock {
  now(): number;
}

type Listener = (state: HealthState) => void;

const UP: HealthState = { down: false, retryAt: 0, level: 0, probeUntil: 0 };

let clock: HealthClock = { now: () => Date.now() };
let state: HealthState = { ...UP };
let failuresInRow = 0;
let syncing = false;
const listeners = new Set<Listener>();

function backoffBase(): number {
  return testTimingMs(storageArea('localStorage'), BACKOFF_BASE_TEST_KEY, DEFAULT_BACKOFF_BASE_MS, 100);
}

/** The length of the back-off window after `level` failed windows in a row. */
export function backoffMs(level: number, base: number = backoffBase()): number {
  return Math.min(base * 2 ** level, Math.max(MAX_BACKOFF_MS, base));
}

function changed(share = true): void {
  if (share) broadcast({ type: 'health', ...state });
  const snapshot = { ...state };
  for (const listener of listeners) listener(snapshot);
}

function goDown(level: number): void {
  state = { down: true, retryAt: clock.now() + backoffMs(level), level, probeUntil: 0 };
  failuresInRow = 0;
  changed();
}

function recover(): void {
  failuresInRow = 0;
  if (!state.down) return;
  state = { ...UP };
  changed();
}

/**
 * Asks whether a request may go now. Up: yes. Down: no, until the window ends; then exactly one
 * caller (in all tabs) gets `probe: true` and the others keep being refused until it reports.
 */
export function admit(): { probe: boolean } | DownRefusal {
  syncHealthAcrossTabs();
  if (!state.down) return { probe: false };
  const now = clock.now();
  if (now < state.retryAt || now < state.probeUntil) return { down: true, retryAt: Math.max(state.retryAt, state.probeUntil) };
  state = { ...state, probeUntil: now + PROBE_TIMEOUT_MS };
  changed();
  return { probe: true };
}

/** The probe will not be sent after all (aborted before it went): the next caller may probe. */
export function abandonProbe(): void {
  if (!state.down || state.probeUntil === 0) return;
  state = { ...state, probeUntil: 0 };
  changed();
}

/**
 * Takes in one request's outcome. A network failure that was AniList's burst limiter (see
 * src/api/permits.ts) is not reported here: it is a rate-limit hit, not an outage.
 */
export function recordHealth(outcome: HealthOutcome): void {
  syncHealthAcrossTabs();
  if (outcome === 'ok') {
    recover();
    return;
  }
  if (state.down) {
    // Only the probe's failure starts a longer window; requests that were already on their way
    // when the API went down change nothing.
    if (state.probeUntil !== 0) goDown(state.level + 1);
    return;
  }
  failuresInRow += 1;
  if (outcome === 'disabled' || failuresInRow >= FAILURES_TO_DOWN) goDown(0);
}

/** A copy of the state now. */
export function apiHealth(): HealthState {
  syncHealthAcrossTabs();
  return { ...state };
}

/** Calls the listener on every change (this tab's or another's) until the signal aborts. */
export function onHealthChange(listener: Listener, signal?: AbortSignal): void {
  syncHealthAcrossTabs();
  listeners.add(listener);
  signal?.addEventListener('abort', () => listeners.delete(listener), { once: true });
}

/** The longest back-off window this tab would ever choose itself. */
export function longestBackoffMs(base: number = backoffBase()): number {
  return Math.max(MAX_BACKOFF_MS, base);
}

/**
 * Slack for the moment between another tab's decision and this tab's reading of it; a real
 * message's times are never later than this tab would set them now.
 */
export const CROSS_TAB_SLACK_MS = 1_000;

/**
 * Whether another tab's "down" could be real: no window longer than this tab's own longest
 * back-off and no probe held longer than its probe timeout, counted from now. Any page script can
 * post on the channel; a forged "down" ten years ahead would otherwise stop every tab until reload.
 */
export function believableHealth(message: Extract<ChannelMessage, { type: 'health' }>, now: number, base?: number): boolean {
  if (!message.down) return true;
  return message.retryAt <= now + longestBackoffMs(base) + CROSS_TAB_SLACK_MS && message.probeUntil <= now + PROBE_TIMEOUT_MS + CROSS_TAB_SLACK_MS;
}

/** Another tab's news: its down state when it is later or longer, its recovery always. */
function adopt(message: Extract<ChannelMessage, { type: 'health' }>): void {
  if (!believableHealth(message, clock.now())) return;
  if (!message.down) {
    if (state.down) {
      state = { ...UP };
      failuresInRow = 0;
      changed(false);
    }
    return;
  }
  const next: HealthState = {
    down: true,
    retryAt: Math.max(state.down ? state.retryAt : 0, message.retryAt),
    level: Math.max(state.down ? state.level : 0, message.level),
    probeUntil: Math.max(state.down ? state.probeUntil : 0, message.probeUntil),
  };
  if (next.retryAt === state.retryAt && next.level === state.level && next.probeUntil === state.probeUntil && state.down) return;
  state = next;
  changed(false);
}

/** Starts listening to other tabs (idempotent; done on first use anyway). */
export function syncHealthAcrossTabs(): void {
  if (syncing) return;
  syncing = true;
  onBroadcast((message) => {
    if (message.type === 'health') adopt(message);
  });
}

/** For tests: a fake clock (or the real one when omitted). */
export function setHealthClock(next?: HealthClock): void {
  clock = next ?? { now: () => Date.now() };
}

/** For tests: up again, no listeners, listening to the channel again on next use. */
export function resetHealthForTests(): void {
  state = { ...UP };
  failuresInRow = 0;
  syncing = false;
  listeners.clear();
}
