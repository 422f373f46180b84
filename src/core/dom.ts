/**
 * The one way modules wait for AniList's late-rendered DOM and notice when AniList's Vue app
 * replaces what they inserted. Everything is bounded and ends with the visit's AbortSignal, so
 * no observer outlives the page it was made for. React rendering lives in `ui/mount.tsx`: this
 * file runs at every page's start, where React is not evaluated.
 */
import { guardFor, visitSink, type ErrorSink } from './guard';

export interface WaitOptions {
  signal: AbortSignal;
  /** Give up after this many ms (default 10 s): AniList may never render the anchor. */
  timeout?: number;
  /** Where to look (default: the whole document). */
  root?: ParentNode & Node;
}

const DEFAULT_WAIT_MS = 10_000;

let liveObservers = 0;
let liveRoots = 0;

/**
 * Resolves with the first element matching `selector` under `root`, as soon as it exists;
 * resolves null when the signal aborts or the timeout passes first.
 */
export function waitForElement<E extends Element = Element>(selector: string, options: WaitOptions): Promise<E | null> {
  const { signal, timeout = DEFAULT_WAIT_MS } = options;
  const root = options.root ?? document;
  const present = root.querySelector<E>(selector);
  if (present || signal.aborted) return Promise.resolve(signal.aborted ? null : present);

  return new Promise((resolve) => {
    liveObservers += 1;
    const finish = (found: E | null): void => {
      observer.disconnect();
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      liveObservers -= 1;
      resolve(found);
    };
    const onAbort = (): void => finish(null);
    const observer = new MutationObserver(() => {
      const found = root.querySelector<E>(selector);
      if (found) finish(found);
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => finish(null), timeout);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Where errors go when no module's visit is named (tests, helpers): the console. */
const reportToConsole: ErrorSink = (error) => console.error(error);

/** Counts an observer made outside this file; call the returned function when it disconnects. */
export function countObserver(): () => void {
  liveObservers += 1;
  return () => {
    liveObservers -= 1;
  };
}

/** Counts a React root made by `ui/mount.tsx`; call the returned function when it unmounts. */
export function countRoot(): () => void {
  liveRoots += 1;
  return () => {
    liveRoots -= 1;
  };
}

/** Adds `handler` to `target` until the signal aborts (guarded by the visit's module). */
export function listen<E extends Event = Event>(
  target: EventTarget,
  type: string,
  handler: (event: E) => void,
  signal: AbortSignal,
  options?: AddEventListenerOptions,
): void {
  if (signal.aborted) return;
  target.addEventListener(type, guardFor(signal, handler) as EventListener, { ...options, signal });
}

/** Observes `target` until the signal aborts (guarded by the visit's module; counted for router.listActive()). */
export function observe(target: Node, init: MutationObserverInit, callback: MutationCallback, signal: AbortSignal): void {
  if (signal.aborted) return;
  const observer = new MutationObserver(guardFor(signal, callback));
  observer.observe(target, init);
  liveObservers += 1;
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      liveObservers -= 1;
    },
    { once: true },
  );
}

/**
 * Calls `onGone` once when `element` leaves the document (AniList re-rendered the area), so the
 * module can re-attach while the visit lasts. Stops watching on abort.
 */
export function onRemoved(element: Element, signal: AbortSignal, onGone: () => void): void {
  if (signal.aborted) return;
  if (!element.isConnected) {
    // Already gone before we started watching: no mutation would ever report it.
    queueMicrotask(() => {
      if (!signal.aborted) onGone();
    });
    return;
  }
  const doc = element.ownerDocument;
  liveObservers += 1;
  const stop = (): void => {
    observer.disconnect();
    signal.removeEventListener('abort', stop);
    liveObservers -= 1;
  };
  const observer = new MutationObserver(() => {
    if (element.isConnected) return;
    stop();
    onGone();
  });
  observer.observe(doc, { childList: true, subtree: true });
  signal.addEventListener('abort', stop, { once: true });
}

/** How many observers and React roots made here are still alive (for router.listActive()). */
export function liveDomCounts(): { observers: number; roots: number } {
  return { observers: liveObservers, roots: liveRoots };
}

export interface AttachOptions {
  /** Selector of the AniList element the container goes into or next to. */
  anchor: string;
  /** Makes the container, once per visit: re-insertion reuses it, so React state survives. */
  create: () => HTMLElement;
  /** Puts the container in place relative to the anchor (default: appended inside it). */
  place?: (anchor: Element, container: HTMLElement) => void;
  signal: AbortSignal;
  /** Give up waiting for the anchor after this many ms (default 10 s, as waitForElement). */
  timeout?: number;
}

/**
 * Waits for the anchor, inserts the module's container, and inserts the same container again
 * whenever AniList's re-render removes it, for as long as the visit lasts. Resolves with the
 * container once it is first in the document, or null when the anchor never came or the visit
 * ended first. The container is removed when the signal aborts.
 */
export async function attachContainer(options: AttachOptions): Promise<HTMLElement | null> {
  const { anchor, signal, timeout } = options;
  const place = options.place ?? ((target: Element, container: HTMLElement) => target.append(container));
  if (signal.aborted) return null;
  const container = options.create();
  signal.addEventListener('abort', () => container.remove(), { once: true });

  const attach = async (): Promise<boolean> => {
    const target = await waitForElement(anchor, { signal, timeout });
    if (!target || signal.aborted) return false;
    place(target, container);
    // A later re-attach runs outside the module's run(): its errors go to the module's guard.
    onRemoved(container, signal, () => void attach().catch(visitSink(signal) ?? reportToConsole));
    return true;
  };

  return (await attach()) ? container : null;
}
