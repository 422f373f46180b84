/**
 * The AniList elements moreStats depends on: the user's stats page (host-dom.md §2.5;
 * host-dom-2026.md §2.5 confirms it unchanged) and /site-stats (host-dom.md §2.22).
 */

/** The left menu of tab links; the triggers are appended to it. */
export const FILTER_WRAP = '.filter-wrap';
/** AniList's tab links inside the menu. */
export const NATIVE_TAB_LINK = '.filter-wrap a';
/** Vue router's classes on the current tab link (AniList's highlight). */
export const ACTIVE_TAB_CLASSES = ['router-link-active', 'router-link-exact-active'];
/** The content container: its direct div children are the native panels. */
export const STATS_WRAP = '.stats-wrap';
/** /site-stats: the page's statistics container; the 'Various queries' panel goes after it (host-dom.md §2.22). */
export const SITE_STATS_CONTENT = '.page-content > .container';
/** Our view inside .stats-wrap (host-dom.md §2.5 "div#hohStats"). */
export const VIEW_ID = 'hohStats';
/** Put on AniList's panels while our view shows. */
export const HIDDEN_CLASS = 'hohHiddenByMoreStats';
