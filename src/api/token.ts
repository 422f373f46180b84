/**
 * The held token's life on the page: what requests send, and forgetting it. Part of the start
 * (main.ts retracts an expired token before any module runs, so modules that need it are skipped
 * and the sign-in notice can say why); the sign-in's checks and the API client are evaluated only
 * where they are used (src/api/auth.ts).
 */
import { getSettings, setSetting } from '../core/settings/store';
import { forgetSignIn, markRenewNeeded, tokenExpired } from './signInState';

/** The member signed out with the settings page's button. */
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
