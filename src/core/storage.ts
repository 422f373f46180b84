/**
 * The one way the script reaches the browser's storage areas. Some browsers throw on the mere
 * property access when storage is disabled, and the worker has none, so every caller gets
 * null instead of an exception and treats the store as empty.
 */
export type StorageArea = 'localStorage' | 'sessionStorage';

export function storageArea(area: StorageArea): Storage | null {
  try {
    return globalThis[area] ?? null;
  } catch {
    return null;
  }
}
