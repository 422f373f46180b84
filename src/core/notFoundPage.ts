/**
 * AniList's client-side /404 page (host-dom.md §2.21): the modules that explain why a page was
 * not found (mediaNotFound, userNotFound) put their message in its place for the visit.
 */
import { waitForElement } from './dom';

/** AniList's not-found message element. */
export const NOT_FOUND = '.not-found';

/** Shows `message` instead of AniList's not-found text until `signal` aborts. */
export async function explainNotFound(message: string, signal: AbortSignal): Promise<void> {
  const element = await waitForElement<HTMLElement>(NOT_FOUND, { signal });
  if (!element || signal.aborted) return;
  const original = element.textContent;
  element.textContent = message;
  signal.addEventListener('abort', () => {
    if (element.isConnected) element.textContent = original;
  }, { once: true });
}

/** What a not-found module needs of the address it is explaining. */
export interface TriedAddress<T> {
  /** Notes the address of a page AniList may replace with /404, for the visit `signal` stands for. */
  note(url: URL, signal: AbortSignal): void;
  /** On /404: the address AniList refused (once), or null when the move came from elsewhere. */
  take(): T | null;
}

/**
 * The address this document was loaded at. AniList replaces a refused address with /404 by
 * `history.replaceState`; the navigation entry keeps the loaded one. A script that starts at
 * document-idle on a busy machine may first run after that replacement, and then only this says
 * what the member asked for.
 */
function loadedUrl(): URL | null {
  const entry = performance.getEntriesByType('navigation')[0];
  try {
    return entry ? new URL(entry.name) : null;
  } catch {
    return null;
  }
}

/**
 * Remembers the last address `read` recognises, so that a move straight from it to /404 is
 * explained: any other move forgets it (else a later /404 from elsewhere would be explained as
 * this address's). The first /404 of a document whose address was never noted (the script came
 * after AniList's replacement) is read from the loaded address.
 */
export function triedAddress<T>(read: (url: URL) => T | null): TriedAddress<T> {
  let last: T | null = null;
  let seenAny = false;
  return {
    note(url, signal) {
      seenAny = true;
      const tried = read(url);
      last = tried;
      signal.addEventListener('abort', () => {
        if (last === tried && location.pathname !== '/404') last = null;
      }, { once: true });
    },
    take() {
      const loaded = seenAny ? null : loadedUrl();
      seenAny = true;
      const tried = last ?? (loaded ? read(loaded) : null);
      last = null;
      return tried;
    },
  };
}
