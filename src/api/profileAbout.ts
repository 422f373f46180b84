/**
 * Profile JSON through the API (spec doc 3 §3, §7): read a member's about text (cached 30 s, the
 * profile background and CSS lifetimes of spec doc 1 §9) and write the signed-in user's own,
 * keeping the rest of their about text.
 */
import { parseProfileJson, withProfileJson, type ProfileJson } from '../lib/profileJson';
import { CACHE_LIFETIMES, cacheRemove } from './cache';
import { isApiError, mutate, query } from './client';
import { UPDATE_USER_ABOUT, type UpdateUserAboutResult } from './queries/mutations';
import { USER_ABOUT, VIEWER_ABOUT, type UserAboutResult, type ViewerAboutResult } from './queries/users';

/** The session-cache key of a member's about text (host-dom.md §3.1 `hohProfileBackground<name>`). */
export function profileAboutKey(name: string): string {
  return `ProfileBackground${name.toLowerCase()}`;
}

/**
 * Lookups in flight by cache key: the background and the CSS module start together on a profile
 * and would otherwise both ask before either answer is cached.
 */
const inFlight = new Map<string, Promise<UserAboutResult | null>>();

/** A member's profile JSON; null when the API fails, the profile is hidden or its JSON is invalid. */
export async function loadProfileJson(name: string, signal: AbortSignal): Promise<ProfileJson | null> {
  const cacheKey = profileAboutKey(name);
  let pending = inFlight.get(cacheKey);
  if (!pending) {
    // Not tied to one caller's signal: the other caller may still want the answer.
    pending = query<UserAboutResult>(USER_ABOUT, { name }, { cacheKey, duration: CACHE_LIFETIMES.profileBackground });
    inFlight.set(cacheKey, pending);
    void pending.finally(() => inFlight.delete(cacheKey));
  }
  const data = await pending;
  const about = data?.User?.about;
  if (about === undefined || signal.aborted) return null;
  return parseProfileJson(about);
}

export type SaveProfileJsonResult = { ok: true; name: string } | { ok: false; message: string };

/**
 * Writes `patch` into the signed-in user's profile JSON. The about text is read fresh (never from
 * the cache) so an edit made on AniList a moment ago is kept.
 */
export async function saveProfileJson(patch: ProfileJson, signal?: AbortSignal): Promise<SaveProfileJsonResult> {
  const current = await query<ViewerAboutResult>(VIEWER_ABOUT, {}, { auth: true, signal });
  const viewer = current?.Viewer;
  if (!viewer) return { ok: false, message: 'Could not read your profile from AniList. Nothing was saved.' };
  const result = await mutate<UpdateUserAboutResult>(UPDATE_USER_ABOUT, { about: withProfileJson(viewer.about, patch) }, { signal });
  if (result === null) return { ok: false, message: 'Nothing was saved.' };
  if (isApiError(result)) return { ok: false, message: `Saving failed: ${result.message}` };
  cacheRemove(profileAboutKey(viewer.name));
  return { ok: true, name: viewer.name };
}
