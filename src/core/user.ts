/**
 * Who is signed in to AniList: the name from the nav's own-profile link, with AniList's stored
 * 'auth' user as the fallback (spec doc 1 §6). Read once per page load, like the nav itself,
 * so the 'could not get username' warning appears once, not on every navigation.
 */
import type { SiteUser } from './module';
import { selectors } from './selectors';

/** AniList's own stored user (localStorage 'auth'): only the fields the script reads. */
export interface StoredAuthUser {
  name?: unknown;
  id?: unknown;
  donatorTier?: unknown;
  options?: { titleLanguage?: unknown } | null;
}

/** Parses localStorage 'auth'; anything unreadable counts as no stored user. */
export function readStoredAuth(storage: Pick<Storage, 'getItem'> = localStorage): StoredAuthUser | null {
  let raw: string | null;
  try {
    raw = storage.getItem('auth');
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' ? (parsed as StoredAuthUser) : null;
  } catch {
    return null;
  }
}

const PROFILE_HREF = /^\/user\/([^/?#]+)\/?$/;

/** The user name in the nav's own-profile link (`/user/<name>/`), or null. */
export function nameFromNav(doc: Document = document): string | null {
  for (const link of doc.querySelectorAll(selectors.navProfileLink.selector)) {
    const found = PROFILE_HREF.exec(link.getAttribute('href') ?? '');
    if (!found) continue;
    try {
      return decodeURIComponent(found[1]);
    } catch {
      return found[1];
    }
  }
  return null;
}

/** Builds the site user from the nav and the stored auth user; null for an anonymous visitor. */
export function readSiteUser(doc: Document = document, storage: Pick<Storage, 'getItem'> = localStorage): SiteUser | null {
  const auth = readStoredAuth(storage);
  const storedName = typeof auth?.name === 'string' && auth.name !== '' ? auth.name : null;
  const name = nameFromNav(doc) ?? storedName;
  if (name === null) {
    console.warn('could not get username');
    return null;
  }
  const user: SiteUser = { name };
  // The stored user's details only describe the nav user when it is the same person.
  if (auth && storedName === name) {
    if (typeof auth.id === 'number') user.id = auth.id;
    if (typeof auth.donatorTier === 'number') user.donatorTier = auth.donatorTier;
    const language = auth.options?.titleLanguage;
    if (typeof language === 'string') user.titleLanguage = language;
  }
  return user;
}

let cached: { user: SiteUser | null } | null = null;

/** The site user of this page load (read on first use). */
export function getSiteUser(): SiteUser | null {
  cached ??= { user: readSiteUser() };
  return cached.user;
}

/** For tests: read the nav and storage again on next use. */
export function resetSiteUserForTests(): void {
  cached = null;
}
