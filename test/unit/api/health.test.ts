import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  abandonProbe,
  admit,
  apiHealth,
  BACKOFF_BASE_TEST_KEY,
  backoffMs,
  believableHealth,
  FAILURES_TO_DOWN,
  longestBackoffMs,
  MAX_BACKOFF_MS,
  onHealthChange,
  PROBE_TIMEOUT_MS,
  recordHealth,
  resetHealthForTests,
  setHealthClock,
  type HealthState,
} from '../../../src/api/health';
import { CHANNEL_NAME, resetChannelForTests, type ChannelMessage } from '../../../src/core/channel';
import { fakeClock, settle } from './fakeClock';
import { MemoryStorage } from './memoryStorage';

const SECOND = 1000;
let clock: ReturnType<typeof fakeClock>;
let otherTab: BroadcastChannel;
let heard: ChannelMessage[];

beforeEach(() => {
  resetChannelForTests();
  resetHealthForTests();
  clock = fakeClock();
  setHealthClock(clock);
  heard = [];
  otherTab = new BroadcastChannel(CHANNEL_NAME);
  otherTab.onmessage = (event: MessageEvent<ChannelMessage>) => heard.push(event.data);
});

afterEach(() => {
  otherTab.close();
  resetChannelForTests();
  setHealthClock();
  vi.unstubAllGlobals();
});

function refusedUntil(): number | null {
  const answer = admit();
  return 'down' in answer ? answer.retryAt : null;
}

describe('entering the down state', () => {
  it('is up at first: every request is admitted, none as a probe', () => {
    expect(admit()).toEqual({ probe: false });
    expect(apiHealth().down).toBe(false);
  });

  it("goes down at AniList's first 'temporarily disabled' 403, for 30 s", () => {
    recordHealth('disabled');
    expect(apiHealth()).toMatchObject({ down: true, level: 0, retryAt: clock.now() + 30 * SECOND });
    expect(refusedUntil()).toBe(clock.now() + 30 * SECOND);
  });

  it(`goes down after ${FAILURES_TO_DOWN} server errors or network failures in a row, not fewer`, () => {
    recordHealth('serverError');
    recordHealth('networkError');
    expect(apiHealth().down).toBe(false);
    recordHealth('serverError');
    expect(apiHealth().down).toBe(true);
  });

  it('an answer in between starts the count again', () => {
    recordHealth('serverError');
    recordHealth('serverError');
    recordHealth('ok');
    recordHealth('networkError');
    recordHealth('networkError');
    expect(apiHealth().down).toBe(false);
  });
});

describe('the back-off window and the probe', () => {
  it('refuses everything during the window, then admits exactly one probe', async () => {
    recordHealth('disabled');
    await clock.advance(30 * SECOND - 1);
    expect(refusedUntil()).not.toBeNull();
    await clock.advance(1);
    expect(admit()).toEqual({ probe: true });
    // While the probe is out, the others are still refused.
    expect(refusedUntil()).toBe(clock.now() + PROBE_TIMEOUT_MS);
  });

  it('grows 30 s, 1 min, 2 min, 4 min, then stays at 5 min while probes fail', async () => {
    recordHealth('disabled');
    const windows: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const state = apiHealth();
      windows.push(state.retryAt - clock.now());
      await clock.advance(state.retryAt - clock.now());
      expect(admit()).toEqual({ probe: true });
      recordHealth(i % 2 === 0 ? 'disabled' : 'networkError');
    }
    expect(windows.map((ms) => ms / SECOND)).toEqual([30, 60, 120, 240, 300, 300]);
  });

  it('a successful probe ends the down state and resets the window', async () => {
    recordHealth('disabled');
    await clock.advance(30 * SECOND);
    admit();
    recordHealth('disabled');
    await clock.advance(60 * SECOND);
    expect(admit()).toEqual({ probe: true });
    recordHealth('ok');
    expect(apiHealth()).toEqual({ down: false, retryAt: 0, level: 0, probeUntil: 0 });
    expect(admit()).toEqual({ probe: false });
    recordHealth('disabled');
    expect(apiHealth().retryAt - clock.now()).toBe(30 * SECOND);
  });

  it('failures of requests already on their way when it went down do not lengthen the window', () => {
    recordHealth('disabled');
    const first = apiHealth();
    recordHealth('disabled');
    recordHealth('serverError');
    expect(apiHealth()).toEqual(first);
  });

  it('a probe that is abandoned or never reports does not block the next one for long', async () => {
    recordHealth('disabled');
    await clock.advance(30 * SECOND);
    expect(admit()).toEqual({ probe: true });
    abandonProbe();
    expect(admit()).toEqual({ probe: true });
    await clock.advance(PROBE_TIMEOUT_MS - 1);
    expect(refusedUntil()).not.toBeNull();
    await clock.advance(1);
    expect(admit()).toEqual({ probe: true });
  });

  it('the back-off base can be shortened through localStorage for tests only', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    expect(backoffMs(0)).toBe(30 * SECOND);
    storage.setItem(BACKOFF_BASE_TEST_KEY, '500');
    expect([0, 1, 2].map((level) => backoffMs(level))).toEqual([500, 1000, 2000]);
    storage.setItem(BACKOFF_BASE_TEST_KEY, 'nonsense');
    expect(backoffMs(0)).toBe(30 * SECOND);
  });
});

describe('listeners and other tabs', () => {
  it('tells listeners of each change, once', () => {
    const seen: HealthState[] = [];
    onHealthChange((state) => seen.push(state));
    recordHealth('disabled');
    recordHealth('disabled');
    recordHealth('ok');
    recordHealth('ok');
    expect(seen.map((state) => state.down)).toEqual([true, false]);
  });

  it('shares its down state and its recovery with the other tabs', async () => {
    recordHealth('disabled');
    await settle();
    expect(heard).toEqual([{ type: 'health', down: true, level: 0, retryAt: clock.now() + 30 * SECOND, probeUntil: 0 }]);
    recordHealth('ok');
    await settle();
    expect(heard[1]).toMatchObject({ type: 'health', down: false });
  });

  it("adopts another tab's down state, its probe and its recovery", async () => {
    const seen: boolean[] = [];
    onHealthChange((state) => seen.push(state.down));
    otherTab.postMessage({ type: 'health', down: true, level: 2, retryAt: clock.now() + 5 * SECOND, probeUntil: 0 });
    await settle();
    expect(refusedUntil()).toBe(clock.now() + 5 * SECOND);
    await clock.advance(5 * SECOND);
    // The other tab sent its probe: this one waits for it instead of sending a second.
    otherTab.postMessage({ type: 'health', down: true, level: 2, retryAt: clock.now(), probeUntil: clock.now() + PROBE_TIMEOUT_MS });
    await settle();
    expect(refusedUntil()).toBe(clock.now() + PROBE_TIMEOUT_MS);
    otherTab.postMessage({ type: 'health', down: false, level: 0, retryAt: 0, probeUntil: 0 });
    await settle();
    expect(admit()).toEqual({ probe: false });
    expect(seen).toEqual([true, true, false]);
  });
});

describe('forged messages on the channel (any page script can post there)', () => {
  const TEN_YEARS = 10 * 365 * 24 * 3600 * SECOND;

  it('does not believe a "down" longer than its own longest back-off, nor a probe held past its timeout', async () => {
    apiHealth(); // starts listening
    otherTab.postMessage({ type: 'health', down: true, level: 0, retryAt: clock.now() + TEN_YEARS, probeUntil: 0 });
    otherTab.postMessage({ type: 'health', down: true, level: 0, retryAt: clock.now(), probeUntil: clock.now() + TEN_YEARS });
    await settle();
    expect(admit()).toEqual({ probe: false });
    expect(longestBackoffMs(30 * SECOND)).toBe(MAX_BACKOFF_MS);
    expect(believableHealth({ type: 'health', down: true, level: 9, retryAt: clock.now() + MAX_BACKOFF_MS, probeUntil: 0 }, clock.now(), 30 * SECOND)).toBe(true);
    expect(believableHealth({ type: 'health', down: true, level: 9, retryAt: clock.now() + MAX_BACKOFF_MS + 2 * SECOND, probeUntil: 0 }, clock.now(), 30 * SECOND)).toBe(false);
  });

  it('believes a forged "down" only as long as its own rules would stop', async () => {
    apiHealth(); // starts listening
    otherTab.postMessage({ type: 'health', down: true, level: 99, retryAt: clock.now() + MAX_BACKOFF_MS, probeUntil: 0 });
    await settle();
    expect(refusedUntil()).toBe(clock.now() + MAX_BACKOFF_MS);
    await clock.advance(MAX_BACKOFF_MS);
    expect(admit()).toEqual({ probe: true });
  });

  it('drops messages not of its own shape', async () => {
    apiHealth();
    for (const forged of [
      { type: 'health', down: 'yes', level: 0, retryAt: clock.now() + 5 * SECOND, probeUntil: 0 },
      { type: 'health', down: true, level: -1, retryAt: clock.now() + 5 * SECOND, probeUntil: 0 },
      { type: 'health', down: true, level: 0, retryAt: String(clock.now() + 5 * SECOND), probeUntil: 0 },
      { type: 'health', down: true, level: 0, retryAt: Number.POSITIVE_INFINITY, probeUntil: 0 },
      { type: 'health', down: true, retryAt: clock.now() + 5 * SECOND },
      'health',
    ]) otherTab.postMessage(forged);
    await settle();
    expect(admit()).toEqual({ probe: false });
  });
});
