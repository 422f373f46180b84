/**
 * Timers tied to a page visit. Modules use these instead of bare setInterval/setTimeout so a
 * navigation (the visit's AbortSignal) always clears them, and tests can count what is still
 * running (router.listActive()). Callbacks run in the guard of the visit's module.
 */
import { guardFor } from './guard';

let liveTimers = 0;

interface SharedInterval {
  readonly id: ReturnType<typeof setInterval>;
  readonly ticks: Set<() => void>;
}

/**
 * Intervals of one period asked for in the same task (the always-on jobs the router starts in one
 * go, a module's poll and redraw): one browser timer runs them all, in the order asked, at the
 * times each would have run alone. Each timer task costs an idle page script time of its own
 * (docs/ARCHITECTURE.md "A light footprint on every page"). Open for joining until the task ends.
 */
const joinable = new Map<number, SharedInterval>();

function runAll(ticks: ReadonlySet<() => void>): void {
  for (const tick of [...ticks]) {
    try {
      tick();
    } catch (error) {
      // As if it had been a timer of its own: reported as uncaught, the others still run.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

function sharedInterval(ms: number): SharedInterval {
  const open = joinable.get(ms);
  if (open) return open;
  const ticks = new Set<() => void>();
  const made: SharedInterval = { ticks, id: setInterval(() => runAll(ticks), ms) };
  joinable.set(ms, made);
  queueMicrotask(() => {
    if (joinable.get(ms) === made) joinable.delete(ms);
  });
  return made;
}

/** Calls `tick` every `ms` until the signal aborts. */
export function every(ms: number, tick: () => void, signal: AbortSignal): void {
  if (signal.aborted) return;
  const run = guardFor(signal, tick);
  const shared = sharedInterval(ms);
  shared.ticks.add(run);
  liveTimers += 1;
  signal.addEventListener(
    'abort',
    () => {
      shared.ticks.delete(run);
      if (shared.ticks.size === 0) {
        clearInterval(shared.id);
        if (joinable.get(ms) === shared) joinable.delete(ms);
      }
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

/**
 * Resolves after `ms`, or at once when the signal aborts (the caller then checks it): the one
 * awaitable pause of a visit's work (a run's pacing, a rate limit's wait).
 */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
    after(ms, resolve, signal);
  });
}

/** How many visit timers are running now. */
export function liveTimerCount(): number {
  return liveTimers;
}
