/**
 * Renders a tree (React's API, served by Preact in the built script: build/preact.ts) into a
 * module's container with its own root, unmounted when the visit's signal aborts. Lives beside
 * the UI kit, not in core, so pages where no module draws never evaluate Preact.
 *
 * The tree sits in an error boundary, and errors thrown in its event handlers are attributed to
 * it (reactEvents.ts): both go to the guard of the module whose visit the signal is
 * (core/guard.ts), which stops that module. They are handed over once the renderer has finished
 * what it was doing: stopping the module unmounts this root, which must not happen in the
 * middle of a commit or of an event dispatch.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { countRoot } from '../core/dom';
import { visitSink, type ErrorSink } from '../core/guard';
import { withBoundary } from './moduleBoundary';
import { attributeEvents } from './reactEvents';

/** Outside a module's visit (tests, helpers) errors go to the console. */
const reportToConsole: ErrorSink = (error) => console.error(error);

export function mount(node: ReactNode, container: Element, signal: AbortSignal): void {
  if (signal.aborted) return;
  const sink = visitSink(signal) ?? reportToConsole;
  const report: ErrorSink = (error) => queueMicrotask(() => sink(error));
  // Render, lifecycle and effect errors end in the boundary, which reports them.
  const { root, release } = attributeEvents(container, report, () => createRoot(container));
  const uncount = countRoot();
  root.render(withBoundary(node, report));
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
