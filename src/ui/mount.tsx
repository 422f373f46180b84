/**
 * Renders React into a module's container with its own root, unmounted when the visit's signal
 * aborts. Lives beside the React kit, not in core, so pages where no module draws never
 * evaluate React.
 */
import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { countRoot } from '../core/dom';

export function mount(node: ReactNode, container: Element, signal: AbortSignal): void {
  if (signal.aborted) return;
  const root = createRoot(container);
  const uncount = countRoot();
  // A transition renders in slices that yield to the page, so a large first render (the settings
  // panel, the compare page) never becomes one long task.
  startTransition(() => root.render(node));
  signal.addEventListener(
    'abort',
    () => {
      root.unmount();
      uncount();
    },
    { once: true },
  );
}
