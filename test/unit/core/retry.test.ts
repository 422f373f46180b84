import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findWithRetries } from '../../../src/core/retry';

describe('findWithRetries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('looks at once, then every interval, and gives up after the last try', async () => {
    const find = vi.fn(() => null);
    const found = findWithRetries(find, { tries: 10, interval: 200, signal: new AbortController().signal });
    expect(find).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200 * 9);
    await expect(found).resolves.toBeNull();
    expect(find).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(1000);
    expect(find).toHaveBeenCalledTimes(10);
  });

  it('resolves with the first thing found', async () => {
    let calls = 0;
    const found = findWithRetries(() => (++calls === 3 ? 'anchor' : null), { tries: 10, interval: 200, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(400);
    await expect(found).resolves.toBe('anchor');
  });

  it('stops when the visit ends', async () => {
    const controller = new AbortController();
    const find = vi.fn(() => null);
    const found = findWithRetries(find, { tries: 10, interval: 200, signal: controller.signal });
    controller.abort();
    await expect(found).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(find).toHaveBeenCalledTimes(1);
  });
});
