import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_POLL_MS, SAFETY_POLL_MS, watchAddress, type AddressWatchHost } from '../../../src/core/addressWatch';

function host(navigation?: EventTarget): AddressWatchHost {
  return { navigation, setInterval: (handler, ms) => setInterval(handler, ms), clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('watchAddress', () => {
  it('without the Navigation API polls every 200 ms (spec doc 1), until stopped', () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    const stop = watchAddress(tick, host());
    vi.advanceTimersByTime(ADDRESS_POLL_MS * 5);
    expect(tick).toHaveBeenCalledTimes(5);
    stop();
    vi.advanceTimersByTime(ADDRESS_POLL_MS * 5);
    expect(tick).toHaveBeenCalledTimes(5);
  });

  it('with the Navigation API reacts to each entry change at once and polls only once a second', () => {
    vi.useFakeTimers();
    const navigation = new EventTarget();
    const tick = vi.fn();
    const stop = watchAddress(tick, host(navigation));
    vi.advanceTimersByTime(ADDRESS_POLL_MS * 4);
    expect(tick).not.toHaveBeenCalled();
    navigation.dispatchEvent(new Event('currententrychange'));
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SAFETY_POLL_MS);
    expect(tick).toHaveBeenCalledTimes(2);
    stop();
    navigation.dispatchEvent(new Event('currententrychange'));
    vi.advanceTimersByTime(SAFETY_POLL_MS * 3);
    expect(tick).toHaveBeenCalledTimes(2);
  });
});
