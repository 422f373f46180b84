/**
 * A bounded search for a page element, for the spec's "retries N times at M ms" rules (e.g. the
 * score editor: up to 10 tries at 200 ms). Each try after the first runs on a visit timer, so
 * navigation stops it and its errors are the module's.
 */
import { after } from './timers';

export interface RetryOptions {
  /** How many times to look in all (the first look is at once). */
  tries: number;
  /** Pause between looks, ms. */
  interval: number;
  signal: AbortSignal;
}

/** Resolves with what `find` first returns that is not null, or null after the last try or on abort. */
export function findWithRetries<T>(find: () => T | null, options: RetryOptions): Promise<T | null> {
  const { tries, interval, signal } = options;
  return new Promise((resolve) => {
    let tried = 0;
    const look = (): void => {
      if (signal.aborted) return resolve(null);
      tried += 1;
      const found = find();
      if (found !== null) return resolve(found);
      if (tried >= tries) return resolve(null);
      after(interval, look, signal);
    };
    signal.addEventListener('abort', () => resolve(null), { once: true });
    look();
  });
}
