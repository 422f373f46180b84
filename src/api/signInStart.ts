/**
 * Starting the script's sign-in: AniList's OAuth implicit grant (host-dom.md §4) begins on its
 * authorisation page. Part of the start because the renew notice's button needs it on any page;
 * what happens when AniList sends the member back is src/api/auth.ts.
 */
import { managerValues } from '../core/managerValues';
import { getSettings } from '../core/settings/store';
import { ANILIST_API, apiEndpoint } from './endpoint';

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

export function authorizeUrl(): string {
  const query = new URLSearchParams({ client_id: ANILIST_CLIENT_ID, response_type: 'token' });
  return `${authorizeEndpoint()}?${query.toString()}`;
}

/** The manager-storage key of the sign-in button's mark: when this browser started a sign-in. */
export const SIGN_IN_MARK_KEY = 'signInStartedAt';

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
