import { describe, expect, it } from 'vitest';
import { serialTask } from '../../../src/core/serialTask';

describe('serialTask', () => {
  it('runs one at a time, and once more for any calls made meanwhile', async () => {
    let runs = 0;
    let active = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const task = serialTask(async () => {
      runs += 1;
      active += 1;
      most = Math.max(most, active);
      if (runs === 1) await new Promise<void>((resolve) => { release = resolve; });
      active -= 1;
    }, new AbortController().signal);
    const first = task();
    void task();
    void task();
    release();
    await first;
    expect(runs).toBe(2);
    expect(most).toBe(1);
    await task();
    expect(runs).toBe(3);
  });

  it('stops going round once the signal aborted', async () => {
    const controller = new AbortController();
    let runs = 0;
    let release: () => void = () => undefined;
    const task = serialTask(async () => {
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => { release = resolve; });
    }, controller.signal);
    const first = task();
    void task();
    controller.abort();
    release();
    await first;
    expect(runs).toBe(1);
  });
});
