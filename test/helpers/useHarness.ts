/**
 * One browser harness per e2e file, started before its tests and closed after them: the hooks
 * every file needs, written once. The returned object stands for the harness once it runs (it
 * may be used inside hooks and tests, not while the file is being collected).
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startHarness, type Harness, type HarnessOptions } from './harness.ts';

export interface UseHarnessOptions {
  /** Each test starts with AniList's minute unspent, so earlier tests' runs cannot make a real 429. */
  freshRateWindow?: boolean;
}

export function useHarness(options: HarnessOptions = {}, { freshRateWindow = false }: UseHarnessOptions = {}): Harness {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  if (freshRateWindow) beforeEach(() => current().sim.resetRateLimit());

  function current(): Harness {
    if (!started) throw new Error('the harness starts in beforeAll: use it inside hooks and tests');
    return started;
  }
  return new Proxy({} as Harness, {
    get(_target, key) {
      const harness = current();
      const value: unknown = Reflect.get(harness, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(harness) : value;
    },
  });
}
