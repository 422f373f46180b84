/** AniList's nav badge (host-dom.md §1.2, host-dom-2026.md §1.1: present only while unread > 0). */
export const NAV_USER = '#nav .user';
export const NAV_DOT = '#nav .user .notification-dot';
/** The narrow layout's badge on the hamburger (host-dom-2026.md §1.1). */
export const MOBILE_DOT = '.mobile-nav .hamburger .notification-dot';
