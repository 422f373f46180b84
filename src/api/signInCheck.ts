/**
 * When a token arriving in the address may be stored (issue 23: a crafted
 * `/home#access_token=<someone else's token>` link was stored without a question, and the
 * member's later edits went to the other account). Pure rules; src/api/auth.ts applies them.
 *
 * 1. This browser started a sign-in a little while ago: the sign-in button leaves a mark, with
 *    its time, in the manager's storage (out of the page's reach, so no page script can set
 *    it), and a token arriving without a fresh mark is refused.
 * 2. The token's Viewer is the member signed in on AniList in this browser (the nav's
 *    own-profile link, src/core/user.ts): a token of another account is refused.
 */
import type { SiteUser } from '../core/module';

/**
 * How long after the sign-in button a token may arrive: AniList's authorisation page is one
 * click ("Authorize") for a member already signed in, or a log-in and a click otherwise; ten
 * minutes covers a slow log-in (a password manager, a second factor) while a link opened later,
 * say from a message or a bookmark, finds the mark stale.
 */
export const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;
/** The clocks of two tabs agree; a mark this far in the future was not set by this browser's button. */
const CLOCK_SLACK_MS = 60 * 1000;

export type SignInRefusal =
  /** No sign-in started from this browser within the window. */
  | { kind: 'notStarted' }
  /** Nobody is signed in on AniList in this browser, so the token's account cannot be matched. */
  | { kind: 'siteSignedOut' }
  /** The token belongs to another account than the one signed in on AniList. */
  | { kind: 'otherAccount'; tokenUser: string; siteUser: string }
  /** AniList did not say whose token it is (refused it, or did not answer). */
  | { kind: 'unchecked' };

/** True when the mark (ms since epoch, as the button stored it) is fresh at `now`. */
export function freshSignInMark(mark: unknown, now: number): boolean {
  if (typeof mark !== 'number' || !Number.isFinite(mark)) return false;
  return mark <= now + CLOCK_SLACK_MS && now - mark <= SIGN_IN_WINDOW_MS;
}

/** The token's Viewer as AniList answered it. */
export interface TokenViewer {
  id: number;
  name: string;
}

/**
 * Whether the token's Viewer is the member signed in on AniList: by id when the site says it
 * (AniList's stored user), else by name, which AniList treats without regard to case.
 */
export function sameMember(viewer: TokenViewer, site: SiteUser): boolean {
  if (typeof site.id === 'number') return site.id === viewer.id;
  return site.name.toLowerCase() === viewer.name.toLowerCase();
}

const NOT_STORED = 'Automail did not store the sign-in in this address';

/** What the member is told, with the sign-in button beside it. */
export function refusalText(refusal: SignInRefusal): string {
  switch (refusal.kind) {
    case 'notStarted':
      return `${NOT_STORED}: it was not started with "Sign in with the script" in this browser in the last ${SIGN_IN_WINDOW_MS / 60_000} minutes. A link can carry another account's sign-in; to sign in, use the button.`;
    case 'siteSignedOut':
      return `${NOT_STORED}: nobody is signed in on AniList here, so Automail cannot tell whose it is. Sign in on AniList first, then sign in with the script.`;
    case 'otherAccount':
      return `${NOT_STORED}: it belongs to the AniList account ${refusal.tokenUser}, not to ${refusal.siteUser}, who is signed in here. Sign in with the script as ${refusal.siteUser}.`;
    case 'unchecked':
      return `${NOT_STORED}: AniList did not confirm whose sign-in it is. Try signing in again.`;
  }
}
