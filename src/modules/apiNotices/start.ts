/**
 * The API's health on every page: the probe that ends a down period by itself (its code, with the
 * API client it asks through, is evaluated only once the API is down), and what the runtime tells
 * the user once, with the plain-DOM notice (no React):
 * - AniList's API is down (src/api/health.ts): once per down period, with the time of the next
 *   try, updated as the window grows, closable, and gone when the API answers again;
 * - the sign-in must be renewed (src/api/signInState.ts): on a page where a module that needs
 *   the token would have run (the router notes it), or as soon as the token is rejected or
 *   expires while the page is open; with the sign-in control at hand.
 */
import type { ModuleContext } from '../../core/module';
import { loadEntry } from '../../core/lazyModule';
import { apiHealth, onHealthChange, type HealthState } from '../../api/health';
import { startSignIn } from '../../api/signInStart';
import {
  RENEW_SIGN_IN_ACTION,
  RENEW_SIGN_IN_MESSAGE,
  onSignInStateChange,
  signInNeedsRenewal,
  tokenWantedBy,
} from '../../api/signInState';
import { showNotice, type Notice } from '../../core/notice';

export const API_DOWN_NOTICE_ID = 'apiDown';
export const RENEW_NOTICE_ID = 'renewSignIn';

function clockTime(ms: number): string {
  return new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

export function apiDownText(state: HealthState, now: number = Date.now()): string {
  const when = state.probeUntil !== 0 || state.retryAt <= now ? 'is trying again now' : `will try again at ${clockTime(state.retryAt)}`;
  return `AniList's API is not answering. Automail has paused its requests and ${when}; what is already on the page stays.`;
}

function watchApiHealth(signal: AbortSignal): void {
  let notice: Notice | null = null;
  let closedThisPeriod = false;
  const render = (state: HealthState) => {
    if (!state.down) {
      notice?.remove();
      notice = null;
      closedThisPeriod = false;
      return;
    }
    if (closedThisPeriod) return;
    const text = apiDownText(state);
    if (notice) {
      notice.setText(text);
      return;
    }
    notice = showNotice({
      id: API_DOWN_NOTICE_ID,
      text,
      onClose: () => {
        closedThisPeriod = true;
        notice = null;
      },
    });
  };
  onHealthChange(render, signal);
  render(apiHealth());
  signal.addEventListener('abort', () => notice?.remove(), { once: true });
}

/** From the first down state on, the probe (build/lazyChunks.ts CODE_ENTRIES `apiProbe`) plans its requests. */
function probeWhileDown({ signal, guard }: ModuleContext): void {
  let loading = false;
  const startProbe = guard(async () => {
    const { probeWhenDue } = await loadEntry<typeof import('../../api/probe')>('apiProbe', signal);
    if (!signal.aborted) probeWhenDue(signal);
  });
  const watch = (state: HealthState) => {
    if (loading || !state.down) return;
    loading = true;
    startProbe();
  };
  onHealthChange(watch, signal);
  watch(apiHealth());
}

function watchSignInRenewal(signal: AbortSignal): void {
  let notice: Notice | null = null;
  let shown = false;
  let renewAtStart = signInNeedsRenewal();
  const update = () => {
    const renew = signInNeedsRenewal();
    if (!renew) {
      // Signed in again (here or in another tab): nothing left to say.
      notice?.remove();
      notice = null;
      shown = false;
      renewAtStart = false;
      return;
    }
    // Said once per page, and only where it matters: a module needed the token here, or the
    // token was rejected or expired while this page was open.
    if (shown || (renewAtStart && tokenWantedBy() === null)) return;
    shown = true;
    notice = showNotice({
      id: RENEW_NOTICE_ID,
      text: RENEW_SIGN_IN_MESSAGE,
      // No argument: startSignIn's own navigation (a click event is not a navigate function).
      action: { label: RENEW_SIGN_IN_ACTION, run: () => startSignIn() },
      onClose: () => {
        notice = null;
      },
    });
  };
  onSignInStateChange(update, signal);
  update();
  signal.addEventListener('abort', () => notice?.remove(), { once: true });
}

export function showApiNotices(ctx: ModuleContext): void {
  const { signal } = ctx;
  probeWhileDown(ctx);
  watchApiHealth(signal);
  watchSignInRenewal(signal);
}
