/**
 * How the router learns that the address changed. Spec doc 1 polls it every 200 ms. Measured in
 * Chromium (2026-11), a 200 ms timer costs about 0.28 ms of script per idle second by its task
 * overhead alone, nearly the whole 0.3 ms budget of an idle page (docs/ARCHITECTURE.md "A light
 * footprint on every page"). Where the browser has the Navigation API, its `currententrychange`
 * event reports every pushState, replaceState, back and forward at once, whichever script made
 * them, so the router listens to it and keeps a slow safety poll; elsewhere the 200 ms poll stays.
 */
export const ADDRESS_POLL_MS = 200;
/** With the Navigation API: a last resort in case a manager's sandbox hides its events. */
export const SAFETY_POLL_MS = 1000;

interface NavigationLike {
  addEventListener(type: 'currententrychange', listener: () => void): void;
  removeEventListener(type: 'currententrychange', listener: () => void): void;
}

export interface AddressWatchHost {
  navigation?: unknown;
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

function navigationOf(host: AddressWatchHost): NavigationLike | null {
  const navigation = host.navigation as Partial<NavigationLike> | undefined;
  return navigation && typeof navigation.addEventListener === 'function' ? (navigation as NavigationLike) : null;
}

/** Calls `tick` whenever the address may have changed; returns the function that stops watching. */
export function watchAddress(tick: () => void, host: AddressWatchHost = window as unknown as AddressWatchHost): () => void {
  const navigation = navigationOf(host);
  const id = host.setInterval(tick, navigation ? SAFETY_POLL_MS : ADDRESS_POLL_MS);
  navigation?.addEventListener('currententrychange', tick);
  return () => {
    host.clearInterval(id);
    navigation?.removeEventListener('currententrychange', tick);
  };
}
