/**
 * The two sign-in addresses, handled on arrival (the start's `signInHash` job): the hash leaves
 * the address bar at once, before any other code, so a returned token is neither bookmarked nor
 * shared; then /home#aniscripts-login starts the sign-in, and /home#access_token=… has its token
 * checked (src/api/auth.ts, with the API client it asks: evaluated only here).
 */
import { loadEntry } from '../core/lazyModule';
import { pages } from '../core/pages';
import { startSignIn } from './signInStart';

type Ask = (question: string) => boolean;
/** Checks and stores a returned token (src/api/auth.ts acceptReturnedToken). */
export type AcceptToken = (url: URL, token: string, ask: Ask) => Promise<void>;

/** The check, evaluated on first use (build/lazyChunks.ts CODE_ENTRIES `signInReturn`). */
const acceptLazily: AcceptToken = async (url, token, ask) => {
  // No signal: cleaning the address ends this visit, and the check must still finish.
  const { acceptReturnedToken } = await loadEntry<typeof import('./auth')>('signInReturn');
  await acceptReturnedToken(url, token, ask);
};

/** Drops the hash from the address without a navigation, keeping AniList's router state. */
function removeHash(url: URL): void {
  history.replaceState(history.state, '', url.pathname + url.search);
}

/**
 * Handles the two sign-in addresses: /home#access_token=… (clean the address, check the token,
 * store it) and /home#aniscripts-login (start the sign-in). Returns whether the address was one
 * of them; `done` settles once a returned token is stored or refused. A link anyone can craft
 * carries a token too: see src/api/auth.ts checkReturnedToken.
 */
export function handleTokenHash(
  where: Pick<Location, 'href'> = location,
  navigate?: (url: string) => void,
  ask: Ask = (question) => confirm(question),
  accept: AcceptToken = acceptLazily,
): { handled: boolean; done: Promise<void> } {
  const url = new URL(where.href);
  const granted = pages.accessTokenHash.match(url);
  if (granted) {
    removeHash(url);
    return { handled: true, done: accept(url, granted.token, ask) };
  }
  if (pages.loginHash.match(url)) {
    removeHash(url);
    startSignIn(navigate);
    return { handled: true, done: Promise.resolve() };
  }
  return { handled: false, done: Promise.resolve() };
}
