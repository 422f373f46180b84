/**
 * The script's own sign-in: AniList's OAuth implicit grant (host-dom.md §4). AniList sends the
 * visitor back to https://anilist.co/home#access_token=…&expires_in=…; the hash is removed from
 * the address at once so it is neither bookmarked nor shared, and the token is stored (in the
 * manager's storage, src/core/settings/tokenValue.ts) only when this browser's sign-in button
 * started the sign-in lately and the token is the account signed in on AniList
 * (src/api/signInCheck.ts); otherwise the member is told why, with the sign-in button at hand.
 * Its expiry goes to the sign-in state. A token AniList rejects or that has expired is
 * forgotten and the sign-in marked for renewal (src/api/signInState.ts), which the settings
 * page and the notice then say.
 */
import { managerValues } from '../core/managerValues';
import { showNotice } from '../core/notice';
import { getSettings, setSetting } from '../core/settings/store';
import { pages } from '../core/pages';
import { getSiteUser } from '../core/user';
import { request } from './client';
import { ANILIST_API, apiEndpoint } from './endpoint';
import { VIEWER, type ViewerResult } from './queries/viewer';
import { freshSignInMark, refusalText, sameMember, type SignInRefusal } from './signInCheck';
import { forgetSignIn, markRenewNeeded, recordSignIn, tokenExpired } from './signInState';

/**
 * The AniList API client, whose redirect URL must be https://anilist.co/home (host-dom.md §4).
 * Fixed at build time (build/clientId.ts): the original's public client 2751 unless a fork
 * builds with its own (README, "Your own AniList client").
 */
export const ANILIST_CLIENT_ID: string = __AUTOMAIL_CLIENT_ID__;
const AUTHORIZE_PATH = '/api/v2/oauth/authorize';
const AUTHORIZE_ENDPOINT = `https://anilist.co${AUTHORIZE_PATH}`;

/**
 * AniList's authorisation page, or the simulator's when it serves the pages itself (`npm start`),
 * so a demo sign-in never leaves the machine. The API endpoint already encodes that origin rule.
 */
function authorizeEndpoint(): string {
  return apiEndpoint() === ANILIST_API ? AUTHORIZE_ENDPOINT : `${location.origin}${AUTHORIZE_PATH}`;
}

export const ALREADY_AUTHORISED_MESSAGE =
  "Automail is already authorised. You can revoke the authorisation under 'apps' in AniList's settings.";

/** Asked when the address brings a token while a different one is held (a crafted link could). */
export const REPLACE_TOKEN_QUESTION = 'Replace the Automail sign-in you already have with a new one?';

export function authorizeUrl(): string {
  const query = new URLSearchParams({ client_id: ANILIST_CLIENT_ID, response_type: 'token' });
  return `${authorizeEndpoint()}?${query.toString()}`;
}

/** The manager-storage key of the sign-in button's mark: when this browser started a sign-in. */
export const SIGN_IN_MARK_KEY = 'signInStartedAt';
export const SIGN_IN_REFUSED_NOTICE_ID = 'signInRefused';
/** The sign-in button's label (the settings page's, and the refusal notice's). */
export const SIGN_IN_LABEL = 'Sign in with the script';

/**
 * Goes to AniList's authorisation page, or explains that a token is already held. The mark it
 * leaves first is what lets the returning token be stored (src/api/signInCheck.ts).
 */
export function startSignIn(navigate: (url: string) => void = (url) => location.assign(url), now: number = Date.now()): void {
  if (getSettings().accessToken !== '') {
    alert(ALREADY_AUTHORISED_MESSAGE);
    return;
  }
  managerValues().set(SIGN_IN_MARK_KEY, now);
  navigate(authorizeUrl());
}

export function signOut(): void {
  setSetting('accessToken', '');
  forgetSignIn();
}

/** AniList rejected the token ('Invalid token'): forget it and ask for a new sign-in. */
export function retractToken(): void {
  setSetting('accessToken', '');
  markRenewNeeded();
}

/**
 * The token to send: the stored one, unless it has expired, in which case it is retracted
 * (an expired token would only earn an 'Invalid token' answer) and '' is returned.
 */
export function currentToken(now: number = Date.now()): string {
  const token = getSettings().accessToken;
  if (token === '' || !tokenExpired(now)) return token;
  retractToken();
  console.log('Automail: the sign-in has expired; sign in again from the settings page.');
  return '';
}

/** `expires_in` of the grant's address, in seconds; null when absent or unreadable. */
function grantExpiry(url: URL): number | null {
  const text = new URLSearchParams(url.hash.replace(/^#/, '')).get('expires_in');
  const seconds = text === null ? NaN : Number(text);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** Drops the hash from the address without a navigation, keeping AniList's router state. */
function removeHash(url: URL): void {
  history.replaceState(history.state, '', url.pathname + url.search);
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

/** Stores a returned token that passed the checks (asking first when another one is held). */
async function acceptReturnedToken(url: URL, token: string, ask: (question: string) => boolean): Promise<void> {
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

/**
 * Handles the two sign-in addresses: /home#access_token=… (check the token, store it, clean the
 * address) and /home#aniscripts-login (start the sign-in). Returns whether the address was one
 * of them; `done` settles once a returned token is stored or refused. A link anyone can craft
 * carries a token too: see checkReturnedToken. The address is cleaned either way so the token
 * is not bookmarked.
 */
export function handleTokenHash(
  where: Pick<Location, 'href'> = location,
  navigate?: (url: string) => void,
  ask: (question: string) => boolean = (question) => confirm(question),
): { handled: boolean; done: Promise<void> } {
  const url = new URL(where.href);
  const granted = pages.accessTokenHash.match(url);
  if (granted) {
    removeHash(url);
    return { handled: true, done: acceptReturnedToken(url, granted.token, ask) };
  }
  if (pages.loginHash.match(url)) {
    removeHash(url);
    startSignIn(navigate);
    return { handled: true, done: Promise.resolve() };
  }
  return { handled: false, done: Promise.resolve() };
}
