/**
 * The `notifications` module as the router sees it. On every page (signed in with the script) it
 * draws the nav badge as the pie of unread types; on /notifications it also runs the rebuilt list,
 * whose code (React) is evaluated only there (src/modules/notifications). The pie is plain DOM in
 * a chunk of its own, loaded after the start (docs/ARCHITECTURE.md, the light start).
 */
import { hasToken } from '../../api/apiConfig';
import { lazyModule } from '../../core/lazyModule';
import type { ModuleContext } from '../../core/module';
import { defineModule } from '../../core/module';
import { pages } from '../../core/pages';
import { selectors } from '../../core/selectors';
import { getSettings } from '../../core/settings/store';
import { storageArea } from '../../core/storage';
import { addStyleWhile } from '../../core/styles';
import { manifest as listManifest } from './list/manifest';
import { clearPie, pieCss, showPie } from '../../ui/notificationNav/pie';
import { PIE_POLL_MS, piePollMs, pollUnread } from '../../ui/notificationNav/poll';
import { onUnreadChange, setUnread, unreadState } from '../../ui/notificationNav/unreadState';
import { manifest } from './manifest';

const list = lazyModule(listManifest);
const PIE_STYLE_ID = 'hohNotificationPieStyle';

function readBadgeCount(): number {
  const text = document.querySelector(selectors.navNotificationDot.selector)?.textContent ?? '';
  const count = Number.parseInt(text, 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

function startPie(ctx: ModuleContext): void {
  const { signal } = ctx;
  // Signed out (in this tab or another, whose sign-out reaches this one at once): the pie is the
  // signed-in member's, so it goes (its sheet with it), and its poll stops with it.
  const pie = new AbortController();
  addStyleWhile(PIE_STYLE_ID, pieCss, pie.signal);
  let signedOut = false;
  const stop = (): void => {
    signedOut = true;
    pie.abort();
    clearPie();
  };
  signal.addEventListener('abort', stop, { once: true });

  const render = (): void => {
    const known = unreadState();
    if (!known || signedOut) return;
    showPie(known.count, known.types, getSettings().notificationColours);
  };
  onUnreadChange(ctx.guard(render), signal);
  ctx.onSettingsChange((settings, previous) => {
    if (settings.accessToken === '') stop();
    else if (settings.notificationColours !== previous.notificationColours) render();
  });

  // AniList's own badge is the first word, until the API answers.
  if (!unreadState()) {
    const badge = readBadgeCount();
    if (badge > 0) setUnread(badge, [], false);
  }
  render();

  // AniList redraws the nav on some navigations (and drops its badge on /notifications): the
  // badge is checked again every 4 s.
  ctx.setInterval(render, PIE_POLL_MS);
  const navUser = document.querySelector(selectors.navUser.selector);
  if (navUser) ctx.observe(navUser, { childList: true }, render);
  // On /notifications the list drives the count (items are read as they are clicked), so the
  // pie only draws there. Elsewhere it asks the API every 4 s, except in mobile-friendly mode.
  if (ctx.page === pages.notifications.name) return;
  const periodMs = piePollMs(storageArea('localStorage'));
  const poll = (force: boolean) => (signedOut ? undefined : pollUnread(signal, force, periodMs));
  ctx.setTimeout(() => poll(true), 0);
  if (getSettings().mobileFriendly) return;
  ctx.setInterval(() => poll(false), periodMs);
}

export default defineModule({
  ...manifest,
  run(ctx) {
    if (hasToken()) startPie(ctx);
    if (ctx.page === pages.notifications.name) return list.run(ctx);
  },
});
