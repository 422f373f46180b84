/**
 * Errors thrown in event handlers (onClick, onChange, …) are not caught by error boundaries.
 * Preact (which serves React's API in the built script) attaches each handler to its own
 * element through one proxy listener; an error thrown by the handler leaves that listener, and
 * the browser reports it at once, as a window 'error' event, while the event is still being
 * dispatched. Nothing in the error event says which module threw, so the event itself is used:
 * Preact hands every event to `options.event` just before the handler runs, which remembers it,
 * and when a window error arrives while that event is still dispatching, the element whose
 * listener is running (its `currentTarget`) is inside exactly one module's container. The error
 * is that module's, and its default report (the browser's "Uncaught") is cancelled, because the
 * module's own report follows.
 *
 * This covers every event type, bubbling or not. Not covered: async rejections in a handler
 * (modules wrap those with `ctx.guard`).
 */
import { options } from 'preact';
import type { ErrorSink } from '../core/guard';

/** Each mounted container's current sink: a later root in the same container takes over. */
const sinks = new WeakMap<Node, ErrorSink>();
const watchedWindows = new WeakSet<Window>();
/** The last event Preact handed to a handler. */
let handled: Event | null = null;

const previousEventHook = options.event;
options.event = (event: Event) => {
  handled = event;
  return previousEventHook ? previousEventHook(event) : event;
};

/** The sink of the container holding the element whose handler is running now, if any. */
function runningHandlerSink(): ErrorSink | undefined {
  if (!handled || handled.eventPhase === Event.NONE) return undefined;
  for (let node = handled.currentTarget as Node | null; node; node = node.parentNode) {
    const sink = sinks.get(node);
    if (sink) return sink;
  }
  return undefined;
}

function watchWindow(view: Window): void {
  if (watchedWindows.has(view)) return;
  watchedWindows.add(view);
  view.addEventListener('error', (event) => {
    const sink = runningHandlerSink();
    if (!sink) return;
    event.preventDefault();
    sink(event.error);
  });
}

/**
 * Routes errors thrown by the event handlers rendered into `container` to `onError` until
 * `release` is called; `createRoot` makes the root that renders there.
 */
export function attributeEvents<T>(container: Element, onError: ErrorSink, createRoot: () => T): { root: T; release(): void } {
  const view = container.ownerDocument.defaultView;
  if (view) watchWindow(view);
  sinks.set(container, onError);
  const release = (): void => {
    if (sinks.get(container) === onError) sinks.delete(container);
  };
  return { root: createRoot(), release };
}
