/**
 * Timers tied to a page visit. Modules use these instead of bare setInterval/setTimeout so a
 * navigation (the visit's AbortSignal) always clears them, and tests can count what is still
 * running (router.listActive()). Callbacks run in the guard of the visit's module.
 */
import { guardFor } from './guard';

let liveTimers = 0;

/** Calls `tick` every `ms` until the signal aborts. */
export function every(ms: number, tick: () => void, signal: AbortSignal): void {
  if (signal.aborted) return;
  const id = setInterval(guardFor(signal, tick), ms);
  liveTimers += 1;
  signal.addEventListener(
    'abort',
    () => {
      clearInterval(id);
      liveTimers -= 1;
    },
    { once: true },
  );
}

/** Calls `done` once after `ms`, unless the signal aborts first. */
export function after(ms: number, done: () => void, signal: AbortSignal): void {
  if (signal.aborted) return;
  const run = guardFor(signal, done);
  const stop = (): void => {
    clearTimeout(id);
    liveTimers -= 1;
  };
  const id = setTimeout(() => {
    signal.removeEventListener('abort', stop);
    liveTimers -= 1;
    run();
  }, ms);
  liveTimers += 1;
  signal.addEventListener('abort', stop, { once: true });
}

/** How many visit timers are running now. */
export function liveTimerCount(): number {
  return liveTimers;
}
