/**
 * The AniList elements the settings tip depends on: the notifications page (host-dom.md §3.2,
 * host-dom-2026.md §2.15).
 */

/** AniList's filter column; the tip goes last in it. */
export const FILTERS = '.notifications-feed .filters';
