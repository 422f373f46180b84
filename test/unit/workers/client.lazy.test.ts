import { describe, expect, it, vi } from 'vitest';

const constructed = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../../src/workers/compute.worker.ts?worker&inline', () => ({
  default: class {
    constructor() {
      constructed.count++;
      throw new Error('blocked for this test');
    }
  },
}));

describe('the default compute client', () => {
  it('creates no worker at script load, only on first use', async () => {
    const client = await import('../../../src/workers/client');
    expect(constructed.count).toBe(0);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const compute = await client.getCompute();
    expect(constructed.count).toBe(1);
    expect(await compute.ping()).toBe('pong');
    await client.getCompute();
    expect(constructed.count).toBe(1);
  });
});
