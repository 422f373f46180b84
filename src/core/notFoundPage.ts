/**
 * AniList's client-side /404 page (host-dom.md §2.21): the modules that explain why a page was
 * not found (mediaNotFound, userNotFound) put their message in its place for the visit.
 */
import { waitFor } from './dom';

/** AniList's not-found message element. */
export const NOT_FOUND = '.not-found';

/** Shows `message` instead of AniList's not-found text until `signal` aborts. */
export async function explainNotFound(message: string, signal: AbortSignal): Promise<void> {
  const element = await waitFor<HTMLElement>(NOT_FOUND, { signal });
  if (!element || signal.aborted) return;
  const original = element.textContent;
  element.textContent = message;
  signal.addEventListener('abort', () => {
    if (element.isConnected) element.textContent = original;
  }, { once: true });
}
