import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { after, every, liveTimerCount } from '../../../src/core/timers';
import { setVisitSink } from '../../../src/core/guard';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('visit timers', () => {
  it('every() repeats until the signal aborts', () => {
    const controller = new AbortController();
    let ticks = 0;
    every(100, () => (ticks += 1), controller.signal);
    expect(liveTimerCount()).toBe(1);
    vi.advanceTimersByTime(300);
    expect(ticks).toBe(3);
    controller.abort();
    vi.advanceTimersByTime(300);
    expect(ticks).toBe(3);
    expect(liveTimerCount()).toBe(0);
  });

  it('after() fires once, and not at all when aborted first', () => {
    const kept = new AbortController();
    const dropped = new AbortController();
    const fired: string[] = [];
    after(100, () => fired.push('kept'), kept.signal);
    after(100, () => fired.push('dropped'), dropped.signal);
    expect(liveTimerCount()).toBe(2);
    dropped.abort();
    vi.advanceTimersByTime(500);
    expect(fired).toEqual(['kept']);
    expect(liveTimerCount()).toBe(0);
    kept.abort();
    expect(liveTimerCount()).toBe(0);
  });

  it('runs intervals of one period asked for in the same task on one browser timer', async () => {
    const first = new AbortController();
    const second = new AbortController();
    const ticks: string[] = [];
    every(100, () => ticks.push('a'), first.signal);
    every(100, () => ticks.push('b'), second.signal);
    expect(vi.getTimerCount()).toBe(1);
    expect(liveTimerCount()).toBe(2);
    vi.advanceTimersByTime(200);
    expect(ticks).toEqual(['a', 'b', 'a', 'b']);
    first.abort();
    vi.advanceTimersByTime(100);
    expect(ticks.slice(4)).toEqual(['b']);
    // A later task starts its own timer, so its first tick is a whole period after it asked.
    await Promise.resolve();
    const later = new AbortController();
    every(100, () => ticks.push('c'), later.signal);
    expect(vi.getTimerCount()).toBe(2);
    second.abort();
    later.abort();
    expect(vi.getTimerCount()).toBe(0);
    expect(liveTimerCount()).toBe(0);
  });

  it('a shared tick that throws outside any guard does not stop the others', () => {
    const controller = new AbortController();
    const ticks: string[] = [];
    const thrown: unknown[] = [];
    const original = globalThis.queueMicrotask;
    globalThis.queueMicrotask = (callback) => original(() => {
      try {
        callback();
      } catch (error) {
        thrown.push(error);
      }
    });
    try {
      every(100, () => {
        throw new Error('alone');
      }, controller.signal);
      every(100, () => ticks.push('after'), controller.signal);
      vi.advanceTimersByTime(100);
    } finally {
      globalThis.queueMicrotask = original;
      controller.abort();
    }
    expect(ticks).toEqual(['after']);
    return Promise.resolve().then(() => expect(thrown).toHaveLength(1));
  });

  it('ignores an already aborted signal', () => {
    const controller = new AbortController();
    controller.abort();
    every(100, () => {}, controller.signal);
    after(100, () => {}, controller.signal);
    expect(liveTimerCount()).toBe(0);
  });
});

describe("visit timers in a module's guard", () => {
  it("send a throwing callback to the visit's module instead of the page", () => {
    const controller = new AbortController();
    const errors: unknown[] = [];
    setVisitSink(controller.signal, (error) => {
      errors.push(error);
      controller.abort();
    });
    every(100, () => {
      throw new Error('tick broke');
    }, controller.signal);
    after(50, () => {
      throw new Error('once broke');
    }, controller.signal);
    vi.advanceTimersByTime(50);
    expect(errors.map((error) => (error as Error).message)).toEqual(['once broke']);
    // The sink stopped the visit: the interval never runs.
    vi.advanceTimersByTime(500);
    expect(errors).toHaveLength(1);
    expect(liveTimerCount()).toBe(0);
  });
});
