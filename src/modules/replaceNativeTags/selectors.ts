/**
 * The AniList elements the native tables depend on: the user's stats page (host-dom.md §2.5;
 * host-dom-2026.md §2.5 confirms it unchanged).
 */

/** The content container: its direct div children are the native panels. */
export const STATS_WRAP = '.stats-wrap';
/** Our tables' container among them. */
export const TABLES_CLASS = 'hohNativeTables';
/** Put on AniList's own panel while ours replaces it. */
export const REPLACED_CLASS = 'hohReplacedNative';
/** More stats' own view, which this module leaves alone. */
export const MORE_STATS_VIEW_ID = 'hohStats';
