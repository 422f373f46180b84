/**
 * Errors thrown in React event handlers (onClick, onChange, …) are not caught by error
 * boundaries. React 19 catches them in its event loop and hands them to `reportError`, which
 * fires a window 'error' event, synchronously, while React's listener on the root's container
 * is still running. Nothing in that event says which module threw, so the listeners React puts
 * on a module's container are bracketed: while one runs, that module is "dispatching", and a
 * window error arriving then is that module's. Its default report (the browser's "Uncaught")
 * is cancelled, because the module's own report follows.
 *
 * React listens on the container for every event type, in the capture phase for all and in the
 * bubble phase for all but a few (scroll, media events, load, toggle, …), whose bubble-phase
 * handlers React attaches to the element itself. Errors in those, and async rejections in any
 * handler, are not attributed here: modules wrap such callbacks with `ctx.guard`.
 */
import type { ErrorSink } from '../core/guard';

/** The sinks of the containers whose React listeners are running now, innermost last. */
const dispatching: ErrorSink[] = [];
/** Each bracketed container's current sink: a later root in the same container takes over. */
const sinks = new WeakMap<Element, ErrorSink>();
const bracketed = new WeakSet<Element>();
const watchedWindows = new WeakSet<Window>();

function watchWindow(view: Window): void {
  if (watchedWindows.has(view)) return;
  watchedWindows.add(view);
  view.addEventListener('error', (event) => {
    const sink = dispatching.at(-1);
    if (!sink) return;
    event.preventDefault();
    sink(event.error);
  });
}

function bracket(container: Element, listener: EventListener): EventListener {
  return function (this: unknown, event: Event) {
    const sink = sinks.get(container);
    if (sink) dispatching.push(sink);
    try {
      listener.call(this, event);
    } finally {
      if (sink) dispatching.pop();
    }
  };
}

/**
 * Runs `createRoot` (or anything that makes React listen on `container`) so that the listeners
 * it adds are bracketed, and routes errors from them to `onError` until `release` is called.
 * React adds its container listeners once per container, inside createRoot.
 */
export function attributeEvents<T>(container: Element, onError: ErrorSink, createRoot: () => T): { root: T; release(): void } {
  const view = container.ownerDocument.defaultView;
  if (view) watchWindow(view);
  sinks.set(container, onError);
  const release = (): void => {
    if (sinks.get(container) === onError) sinks.delete(container);
  };
  if (bracketed.has(container)) return { root: createRoot(), release };
  bracketed.add(container);
  const native = container.addEventListener;
  const own = Object.getOwnPropertyDescriptor(container, 'addEventListener');
  // Only for the duration of createRoot: the module's own listeners on the container stay plain.
  container.addEventListener = function (this: Element, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
    const wrapped = typeof listener === 'function' ? bracket(container, listener) : listener;
    native.call(this, type, wrapped, options);
  };
  try {
    return { root: createRoot(), release };
  } finally {
    if (own) Object.defineProperty(container, 'addEventListener', own);
    else delete (container as { addEventListener?: unknown }).addEventListener;
  }
}
