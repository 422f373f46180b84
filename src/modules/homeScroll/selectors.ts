/**
 * The AniList elements the home scroll depends on (host-dom-2026.md §1.1).
 */

/** The nav bar's Home links, desktop and mobile. */
export const HOME_LINK = '#nav .links a[href="/home"], .mobile-nav a[href="/home"]';
