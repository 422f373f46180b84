/**
 * What the script knows about its own sign-in besides the token: when the token expires (the
 * implicit grant's `expires_in`, recorded at sign-in) and whether the sign-in must be renewed
 * (AniList rejected the token as 'Invalid token', or it expired). Kept in localStorage under its
 * own key, not in the settings, so it survives the token being cleared and reaches every tab;
 * a new sign-in or a sign-out clears it.
 *
 * It also carries one passing fact: a module that needs the token would have run on this page
 * (the router says so), so the notice can say the sign-in must be renewed right where it matters.
 */
import { broadcast, onBroadcast } from '../core/channel';
import { storageArea } from '../core/storage';
import { isRecord } from '../lib/isRecord';

export const SIGN_IN_STATE_KEY = 'automailSignIn';

/** What the settings page and the notice say while the sign-in must be renewed. */
export const RENEW_SIGN_IN_MESSAGE =
  'Your Automail sign-in has expired or AniList no longer accepts it. Sign in again to use the features that need it.';
export const RENEW_SIGN_IN_ACTION = 'Sign in again';

export interface SignInState {
  /** When the token expires (ms since epoch); null when unknown or signed out. */
  expiresAt: number | null;
  /** The token was rejected or expired: the user has to sign in again. */
  renew: boolean;
}

type Listener = () => void;

const EMPTY: SignInState = { expiresAt: null, renew: false };
const listeners = new Set<Listener>();
let syncing = false;
/** The id of a module that needed the token on this page and could not run; null when none. */
let wantedBy: string | null = null;

function parse(raw: string | null | undefined): SignInState {
  if (!raw) return { ...EMPTY };
  try {
    const value: unknown = JSON.parse(raw);
    if (isRecord(value)) {
      const expiresAt = typeof value.expiresAt === 'number' && Number.isFinite(value.expiresAt) ? value.expiresAt : null;
      return { expiresAt, renew: value.renew === true };
    }
  } catch {
    // an unreadable value is as good as none
  }
  return { ...EMPTY };
}

function notify(): void {
  for (const listener of listeners) listener();
}

function startSync(): void {
  if (syncing) return;
  syncing = true;
  onBroadcast((message) => {
    // The other tab already wrote localStorage; only the listeners here need to hear of it.
    if (message.type === 'store' && message.key === SIGN_IN_STATE_KEY) notify();
  });
}

export function readSignInState(): SignInState {
  startSync();
  return parse(storageArea('localStorage')?.getItem(SIGN_IN_STATE_KEY));
}

function write(next: SignInState): void {
  startSync();
  try {
    const store = storageArea('localStorage');
    if (next.expiresAt === null && !next.renew) store?.removeItem(SIGN_IN_STATE_KEY);
    else store?.setItem(SIGN_IN_STATE_KEY, JSON.stringify(next));
  } catch {
    // Full or blocked storage: the state still holds for this page through the listeners.
  }
  broadcast({ type: 'store', key: SIGN_IN_STATE_KEY, value: next });
  notify();
}

/** A new sign-in: its expiry (seconds from now, as `expires_in` says), and nothing to renew. */
export function recordSignIn(expiresInSeconds: number | null, now: number = Date.now()): void {
  const valid = expiresInSeconds !== null && Number.isFinite(expiresInSeconds) && expiresInSeconds > 0;
  write({ expiresAt: valid ? now + expiresInSeconds * 1000 : null, renew: false });
}

/** The token was rejected or has expired: the user must sign in again. */
export function markRenewNeeded(): void {
  write({ expiresAt: null, renew: true });
}

/** Signed out on purpose: nothing to renew, nothing to expire. */
export function forgetSignIn(): void {
  write({ ...EMPTY });
}

export function signInNeedsRenewal(): boolean {
  return readSignInState().renew;
}

/** True when the recorded expiry has passed. */
export function tokenExpired(now: number = Date.now()): boolean {
  const { expiresAt } = readSignInState();
  return expiresAt !== null && now >= expiresAt;
}

/** Calls the listener on every change (this tab's or another's) until the signal aborts. */
export function onSignInStateChange(listener: Listener, signal?: AbortSignal): () => void {
  startSync();
  listeners.add(listener);
  const remove = () => listeners.delete(listener);
  signal?.addEventListener('abort', remove, { once: true });
  return remove;
}

/** The router: a module that needs the token matched this page but cannot run without it. */
export function noteTokenWanted(moduleId: string): void {
  if (wantedBy !== null) return;
  wantedBy = moduleId;
  notify();
}

/** Which module wanted the token on this page, if any. */
export function tokenWantedBy(): string | null {
  return wantedBy;
}

/** For tests: no listeners, nothing wanted, listening to the channel again on next use. */
export function resetSignInStateForTests(): void {
  listeners.clear();
  wantedBy = null;
  syncing = false;
}
