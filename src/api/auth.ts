/**
 * The script's own sign-in: AniList's OAuth implicit grant (host-dom.md §4). AniList sends the
 * visitor back to https://anilist.co/home#access_token=…&expires_in=…; the token is stored in
 * the settings, its expiry in the sign-in state, and the hash removed from the address so it
 * is neither bookmarked nor shared. A token AniList rejects or that has expired is forgotten
 * and the sign-in marked for renewal (src/api/signInState.ts), which the settings page and the
 * notice then say.
 */
import { getSettings, setSetting } from '../core/settings/store';
import { pages } from '../core/pages';
import { ANILIST_API, apiEndpoint } from './endpoint';
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

/** Goes to AniList's authorisation page, or explains that a token is already held. */
export function startSignIn(navigate: (url: string) => void = (url) => location.assign(url)): void {
  if (getSettings().accessToken !== '') {
    alert(ALREADY_AUTHORISED_MESSAGE);
    return;
  }
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
 * Handles the two sign-in addresses: /home#access_token=… (store the token, clean the address)
 * and /home#aniscripts-login (start the sign-in). Returns whether the address was one of them.
 * A link anyone can craft carries a token too, so a held token is only replaced when the
 * visitor says yes; the address is cleaned either way so the token is not bookmarked.
 */
export function handleTokenHash(
  where: Pick<Location, 'href'> = location,
  navigate?: (url: string) => void,
  ask: (question: string) => boolean = (question) => confirm(question),
): boolean {
  const url = new URL(where.href);
  const granted = pages.accessTokenHash.match(url);
  if (granted) {
    removeHash(url);
    const held = getSettings().accessToken;
    if (held === '' || (held !== granted.token && ask(REPLACE_TOKEN_QUESTION))) {
      setSetting('accessToken', granted.token);
      recordSignIn(grantExpiry(url));
    }
    return true;
  }
  if (pages.loginHash.match(url)) {
    removeHash(url);
    startSignIn(navigate);
    return true;
  }
  return false;
}
