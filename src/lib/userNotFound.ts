/**
 * The explanation for AniList's /404 reached from a /user/… address (spec doc 3 §8): which
 * message, from the address the member tried and what the API says about the name.
 */

/** Spec doc 3 §8, verbatim. */
export const USER_NOT_FOUND_MESSAGES = {
  denied: 'This submission was probably denied',
  blocked: (name: string) => `${name} has blocked you`,
  reserved: 'Nope.',
  missing: (name: string) => `${name} does not exist or has a private profile`,
} as const;

/** The site's own moderation account, whose profile nobody sees (the spec's "special reserved name"). */
export const RESERVED_NAME = 'ModChan';

export interface TriedUserAddress {
  name: string;
  /** The address was the member's submissions (or below them). */
  submissions: boolean;
}

/** `/user/{name}/…` → the name and whether it was the submissions page; null for other paths. */
export function triedUserAddress(pathname: string): TriedUserAddress | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts[0] !== 'user' || !parts[1]) return null;
  let name = parts[1];
  try {
    name = decodeURIComponent(name);
  } catch {
    // a malformed escape: keep the name as typed
  }
  return { name, submissions: parts[2]?.toLowerCase() === 'submissions' };
}

/**
 * The message, given whether `User(name)` found the member (true), found nothing (false); the
 * caller shows nothing when the lookup itself failed.
 */
export function userNotFoundMessage(tried: TriedUserAddress, userFound: boolean): string {
  if (tried.submissions) return USER_NOT_FOUND_MESSAGES.denied;
  // Found by the API but not shown on the site: the member hides their profile from you.
  if (userFound) return USER_NOT_FOUND_MESSAGES.blocked(tried.name);
  if (tried.name === RESERVED_NAME) return USER_NOT_FOUND_MESSAGES.reserved;
  return USER_NOT_FOUND_MESSAGES.missing(tried.name);
}
