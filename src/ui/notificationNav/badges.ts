/** AniList's unread badges (core/selectors.ts `navNotificationDot`, `mobileNotificationDot`). */
import { selectors } from '../../core/selectors';

const { navNotificationDot, mobileNotificationDot } = selectors;

/**
 * AniList's badges (the nav's and the narrow layout's). Found through the page's class index,
 * a live collection Chromium keeps between calls, and not by walking the document: the pie checks
 * them every 4 s, and `querySelectorAll` of the hamburger's selector (no id to start from) walked
 * every element of a long list page each time, most of the pie's idle cost there.
 */
export function badgeDots(): HTMLElement[] {
  const badges: HTMLElement[] = [];
  for (const dot of document.getElementsByClassName('notification-dot')) {
    if (dot instanceof HTMLElement && (dot.matches(navNotificationDot.selector) || dot.matches(mobileNotificationDot.selector))) badges.push(dot);
  }
  return badges;
}
