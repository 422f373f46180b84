/**
 * The script's own sign-in: AniList's OAuth implicit grant (host-dom.md §4). AniList sends the
 * visitor back to https://anilist.co/home#access_token=…&expires_in=…; the hash is removed from
 * the address at once so it is neither bookmarked nor shared, and the token is stored (in the
 * manager's storage, src/core/settings/tokenValue.ts) only when this browser's sign-in button
 * started the sign-in lately and the token is the account signed in on AniList
 * (src/api/signInCheck.ts); otherwise the member is told why, with the sign-in button at hand.
 * Its expiry goes to the sign-in state. Starting the sign-in (src/api/signInStart.ts) and the
 * held token's life (src/api/token.ts) are part of the start; this, with the API client it asks,
 * is evaluated only on the addresses that bring a token back.
 */
import { managerValues } from '../core/managerValues';
import { SIGN_IN_LABEL } from '../core/messages';
import { showNotice } from '../core/notice';
import { getSettings, setSetting } from '../core/settings/store';
import { getSiteUser } from '../core/user';
import { request } from './client';
import { VIEWER, type ViewerResult } from './queries/viewer';
import { freshSignInMark, refusalText, sameMember, type SignInRefusal } from './signInCheck';
import { SIGN_IN_MARK_KEY, startSignIn } from './signInStart';
import { recordSignIn } from './signInState';

/** Asked when the address brings a token while a different one is held (a crafted link could). */
export const REPLACE_TOKEN_QUESTION = 'Replace the Automail sign-in you already have with a new one?';
export const SIGN_IN_REFUSED_NOTICE_ID = 'signInRefused';

/** `expires_in` of the grant's address, in seconds; null when absent or unreadable. */
function grantExpiry(url: URL): number | null {
  const text = new URLSearchParams(url.hash.replace(/^#/, '')).get('expires_in');
  const seconds = text === null ? NaN : Number(text);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * Takes the sign-in button's mark: a mark serves one returning token, whatever becomes of it.
 * Returns whether it was fresh.
 */
function takeSignInMark(now: number): boolean {
  const values = managerValues();
  const mark = values.get(SIGN_IN_MARK_KEY);
  if (mark !== undefined) values.remove(SIGN_IN_MARK_KEY);
  return freshSignInMark(mark, now);
}

/** Asks AniList whose token this is, with that token alone (never the held one). */
async function tokenViewer(token: string): Promise<{ id: number; name: string } | null> {
  const result = await request<ViewerResult>(VIEWER, {}, {
    auth: true,
    // 'Invalid token' must not retract the held sign-in: this token is not it.
    api: { getToken: () => token, clearToken: () => undefined },
  });
  const viewer = result.kind === 'ok' ? result.data.Viewer : null;
  return viewer && typeof viewer.id === 'number' && typeof viewer.name === 'string' ? { id: viewer.id, name: viewer.name } : null;
}

/** Why a returning token may not be stored; null when it may. */
export async function checkReturnedToken(token: string, now: number = Date.now()): Promise<SignInRefusal | null> {
  if (!takeSignInMark(now)) return { kind: 'notStarted' };
  const site = getSiteUser();
  if (site === null) return { kind: 'siteSignedOut' };
  const viewer = await tokenViewer(token);
  if (viewer === null) return { kind: 'unchecked' };
  if (!sameMember(viewer, site)) return { kind: 'otherAccount', tokenUser: viewer.name, siteUser: site.name };
  return null;
}

function showRefusal(refusal: SignInRefusal): void {
  console.warn(`Automail: ${refusalText(refusal)}`);
  showNotice({
    id: SIGN_IN_REFUSED_NOTICE_ID,
    text: refusalText(refusal),
    // No argument: startSignIn's own navigation (a click event is not a navigate function).
    action: { label: SIGN_IN_LABEL, run: () => startSignIn() },
  });
}

/**
 * Stores a returned token that passed the checks (asking first when another one is held). `url`
 * is the address it came with (its `expires_in`), already cleaned from the address bar by
 * src/api/tokenHash.ts.
 */
export async function acceptReturnedToken(url: URL, token: string, ask: (question: string) => boolean): Promise<void> {
  const refusal = await checkReturnedToken(token);
  if (refusal) {
    showRefusal(refusal);
    return;
  }
  const held = getSettings().accessToken;
  if (held === '' || (held !== token && ask(REPLACE_TOKEN_QUESTION))) {
    setSetting('accessToken', token);
    recordSignIn(grantExpiry(url));
  }
}
