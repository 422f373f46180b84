import { afterEach, describe, expect, it, vi } from 'vitest';

const constructed = vi.hoisted(() => ({ count: 0 }));

/** A Worker constructor the page's policy refuses, counting how often the client tries it. */
class BlockedWorker {
  constructor() {
    constructed.count++;
    throw new Error('blocked for this test');
  }
}

describe('the default compute client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('creates no worker at script load, only on first use, and runs the worker code on the page when blocked', async () => {
    vi.stubGlobal('Worker', BlockedWorker);
    const client = await import('../../../src/workers/client');
    expect(constructed.count).toBe(0);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const compute = await client.getCompute();
    expect(constructed.count).toBe(1);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('heavy jobs run on the page instead of a worker'));
    // The page runs the same worker text (not a second copy of the compute code).
    expect(await compute.ping()).toBe('pong');
    await client.getCompute();
    expect(constructed.count).toBe(1);
  });
});
