/**
 * Whether the page changed since a job last looked. The spec's 2 s jobs (link cleanup, ad
 * removal) keep their cadence, but a tick on an idle page costs one comparison instead of a
 * query over the whole document: one shared MutationObserver counts changes while any job
 * watches, and stops with the last one.
 */
import { countObserver } from './dom';

let version = 0;
let watchers = 0;
let observer: MutationObserver | null = null;
let uncount: (() => void) | null = null;

function stopWatching(): void {
  watchers -= 1;
  if (watchers > 0) return;
  observer?.disconnect();
  observer = null;
  uncount?.();
  uncount = null;
}

/**
 * Returns a check that is true on its first call and afterwards only when the document changed
 * since the previous call. Watching ends when the signal aborts.
 */
export function watchDocumentChanges(doc: Document, signal: AbortSignal): () => boolean {
  if (signal.aborted) return () => false;
  watchers += 1;
  if (!observer) {
    observer = new MutationObserver(() => {
      version += 1;
    });
    observer.observe(doc, { childList: true, subtree: true, attributes: true, attributeFilter: ['href', 'target', 'class'] });
    uncount = countObserver();
  }
  signal.addEventListener('abort', stopWatching, { once: true });
  let seen = -1;
  return () => {
    // Records not yet delivered (the observer reports in a microtask) count too.
    if (observer && observer.takeRecords().length > 0) version += 1;
    if (seen === version) return false;
    seen = version;
    return true;
  };
}
