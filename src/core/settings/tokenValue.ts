/**
 * Where the `accessToken` setting lives: in the userscript manager's storage
 * (src/core/managerValues.ts), never in localStorage's `hohSettings`, where every script of
 * AniList's page could read it. The settings store still holds it in memory, so modules and the
 * settings page read it as they read any setting; only its persistence and its way to other
 * tabs differ (the manager's change listener, not the page-readable BroadcastChannel).
 */
import { managerValues } from '../managerValues';

/** The setting kept out of localStorage, and its key in the manager's storage. */
export const TOKEN_SETTING = 'accessToken';

/** The token the manager holds; '' when none (or the value is not a string). */
export function readManagerToken(): string {
  const value = managerValues().get(TOKEN_SETTING);
  return typeof value === 'string' ? value : '';
}

/** Stores the token with the manager; '' deletes it. */
export function writeManagerToken(token: string): void {
  if (token === '') managerValues().remove(TOKEN_SETTING);
  else managerValues().set(TOKEN_SETTING, token);
}

/**
 * Takes the token out of a settings object read from localStorage (an older version kept it
 * there): moved to the manager's storage unless the manager already holds one, and deleted
 * from the object either way. Returns whether the object held it, so the caller saves the
 * settings without it at once.
 */
export function moveLegacyToken(stored: Record<string, unknown>): boolean {
  if (!Object.hasOwn(stored, TOKEN_SETTING)) return false;
  const legacy = stored[TOKEN_SETTING];
  delete stored[TOKEN_SETTING];
  if (typeof legacy === 'string' && legacy !== '' && readManagerToken() === '') writeManagerToken(legacy);
  return true;
}

/** A copy of the settings without the token: what localStorage and anything exported get. */
export function withoutToken<T extends object>(settings: T): Omit<T, typeof TOKEN_SETTING> {
  const copy = { ...settings } as Record<string, unknown>;
  delete copy[TOKEN_SETTING];
  return copy as Omit<T, typeof TOKEN_SETTING>;
}

/** Another tab signed in or out: the listener gets the new token ('' when signed out). */
export function onRemoteTokenChange(listener: (token: string) => void): void {
  managerValues().onRemoteChange(TOKEN_SETTING, (value) => listener(typeof value === 'string' ? value : ''));
}
