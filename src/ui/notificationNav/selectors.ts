/** AniList's nav badge (host-dom.md §1.2, host-dom-2026.md §1.1: present only while unread > 0). */
export const NAV_USER = '#nav .user';
export const NAV_DOT = '#nav .user .notification-dot';
/** The narrow layout's badge on the hamburger (host-dom-2026.md §1.1). */
export const MOBILE_DOT = '.mobile-nav .hamburger .notification-dot';

/**
 * AniList's badges (the nav's and the narrow layout's). Found through the page's class index,
 * a live collection Chromium keeps between calls, and not by walking the document: the pie checks
 * them every 4 s, and `querySelectorAll` of the hamburger's selector (no id to start from) walked
 * every element of a long list page each time, most of the pie's idle cost there.
 */
export function badgeDots(): HTMLElement[] {
  const badges: HTMLElement[] = [];
  for (const dot of document.getElementsByClassName('notification-dot')) {
    if (dot instanceof HTMLElement && (dot.matches(NAV_DOT) || dot.matches(MOBILE_DOT))) badges.push(dot);
  }
  return badges;
}
