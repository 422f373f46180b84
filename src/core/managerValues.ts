/**
 * The userscript manager's own value storage (GM_getValue / GM_setValue / GM_deleteValue and
 * GM_addValueChangeListener): kept by the manager's extension, outside the page, so no script of
 * AniList's page (ads and analytics included) can read or write it, unlike localStorage. It holds
 * what must stay out of the page's reach: the access token and the mark of a sign-in this
 * browser started (src/api/auth.ts). Every other setting stays in localStorage, where the spec
 * puts it.
 *
 * The manager hands the functions to the script's own scope only (vite-plugin-monkey's `$`
 * module reads them there); they are never put where the page could call them.
 *
 * Without them (a manager that did not grant them, or a page carrying the script itself) the
 * values live in this page's memory only: a sign-in then lasts until the page is reloaded,
 * which is safe, if short.
 */
import { GM_addValueChangeListener, GM_deleteValue, GM_getValue, GM_setValue } from '$';

export type RemoteChangeListener = (value: unknown) => void;

export interface ManagerValues {
  /** True when the manager keeps the values (across pages and tabs); false: this page's memory. */
  readonly persistent: boolean;
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** Calls the listener when another tab (or page) of this browser changes the key. */
  onRemoteChange(key: string, listener: RemoteChangeListener): void;
}

function granted(): boolean {
  // The built script reads each GM_* function at load time; it is undefined when not granted.
  return typeof GM_getValue === 'function' && typeof GM_setValue === 'function' && typeof GM_deleteValue === 'function';
}

function managerStore(): ManagerValues {
  return {
    persistent: true,
    get: (key) => GM_getValue(key, undefined),
    set: (key, value) => GM_setValue(key, value),
    remove: (key) => GM_deleteValue(key),
    onRemoteChange(key, listener) {
      if (typeof GM_addValueChangeListener !== 'function') return;
      GM_addValueChangeListener(key, (_name, _old, value, remote) => {
        if (remote) listener(value);
      });
    },
  };
}

function memoryStore(): ManagerValues {
  const values = new Map<string, unknown>();
  return {
    persistent: false,
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    // One page's memory has no other tab to hear from.
    onRemoteChange: () => undefined,
  };
}

let store: ManagerValues | null = null;

/** The manager's storage when granted, else this page's memory (decided once per page). */
export function managerValues(): ManagerValues {
  store ??= granted() ? managerStore() : memoryStore();
  return store;
}

/** For tests: decide again on next use (after the `$` mock changed). */
export function resetManagerValuesForTests(): void {
  store = null;
}
