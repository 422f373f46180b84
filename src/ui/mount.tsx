/**
 * Renders React into a module's container with its own root, unmounted when the visit's signal
 * aborts. Lives beside the React kit, not in core, so pages where no module draws never
 * evaluate React.
 *
 * The tree sits in an error boundary, and errors thrown in its React event handlers are
 * attributed to it (reactEvents.ts): both go to the guard of the module whose visit the signal
 * is (core/guard.ts), which stops that module. They are handed over once React has finished
 * what it was doing: stopping the module unmounts this root, which React cannot do in the
 * middle of a commit or of an event dispatch.
 */
import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { countRoot } from '../core/dom';
import { visitSink, type ErrorSink } from '../core/guard';
import { ModuleBoundary, withBoundary } from './moduleBoundary';
import { attributeEvents } from './reactEvents';

/** Outside a module's visit (tests, helpers) errors go to the console, as React's would. */
const reportToConsole: ErrorSink = (error) => console.error(error);

export function mount(node: ReactNode, container: Element, signal: AbortSignal): void {
  if (signal.aborted) return;
  const sink = visitSink(signal) ?? reportToConsole;
  const report: ErrorSink = (error) => queueMicrotask(() => sink(error));
  const { root, release } = attributeEvents(container, report, () =>
    createRoot(container, {
      // Ours are reported by the boundary itself; a boundary inside the module keeps React's default.
      onCaughtError: (error, info) => {
        if (!(info.errorBoundary instanceof ModuleBoundary)) console.error(error);
      },
      onUncaughtError: report,
    }),
  );
  const uncount = countRoot();
  // A transition renders in slices that yield to the page, so a large first render (the settings
  // panel, the compare page) never becomes one long task.
  startTransition(() => root.render(withBoundary(node, report)));
  signal.addEventListener(
    'abort',
    () => {
      release();
      root.unmount();
      uncount();
    },
    { once: true },
  );
}
