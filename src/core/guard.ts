/**
 * A module's fault line: callbacks a module hands to the page (event handlers, timers, observers)
 * run through `guarded`, so an exception in one, or the rejection of the promise it returns,
 * reaches the module's error sink (the router stops that module and reports it) instead of the
 * page, where nothing could tell which module threw.
 */

/** Where a module's errors go: reported once, and the module is stopped for the visit. */
export type ErrorSink = (error: unknown) => void;

/** Wraps callbacks in one module's guard. */
export type Guard = <A extends unknown[]>(callback: (...args: A) => unknown) => (...args: A) => void;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * `callback` wrapped: a throw or a rejected promise goes to `onError`. Once the visit is over
 * (the signal aborted) the callback is not called at all: a late event must not restart work.
 */
export function guarded<A extends unknown[]>(
  callback: (...args: A) => unknown,
  onError: ErrorSink,
  signal: AbortSignal,
): (...args: A) => void {
  return (...args: A): void => {
    if (signal.aborted) return;
    try {
      const result = callback(...args);
      if (isThenable(result)) result.then(undefined, onError);
    } catch (error) {
      onError(error);
    }
  };
}

/**
 * The module behind each visit's signal. The router registers it when the visit begins, so any
 * helper given the signal (timers, listeners, observers, attachContainer, ui/mount) guards the
 * callbacks it runs for that visit without being handed anything else.
 */
const visitSinks = new WeakMap<AbortSignal, ErrorSink>();

export function setVisitSink(signal: AbortSignal, sink: ErrorSink): void {
  visitSinks.set(signal, sink);
}

/** The error sink of the module whose visit `signal` is; undefined outside a module's visit. */
export function visitSink(signal: AbortSignal): ErrorSink | undefined {
  return visitSinks.get(signal);
}

/**
 * `callback` guarded by the module whose visit `signal` is; unchanged when the signal belongs to
 * no visit (a test, a helper's own controller), so errors surface as before there.
 */
export function guardFor<A extends unknown[]>(signal: AbortSignal, callback: (...args: A) => unknown): (...args: A) => unknown {
  const sink = visitSinks.get(signal);
  return sink ? guarded(callback, sink, signal) : callback;
}
