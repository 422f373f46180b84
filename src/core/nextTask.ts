/**
 * Resolves in a later task (or at once when the signal aborts), so work split around it never
 * adds up to one long task on the page's thread.
 */
export function nextTask(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (!signal) {
      setTimeout(resolve, 0);
      return;
    }
    if (signal.aborted) {
      resolve();
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, 0);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
