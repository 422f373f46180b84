/**
 * The AniList elements lightLists depends on: the list page's root, its filter column's list
 * counts, its rows and their covers (host-dom.md §2.4, host-dom-2026.md §2.4).
 */

/** The list's root; its classes name the layout (`table`, `compact`, `cards`). */
export const LIST_ROOT = '.medialist';
/**
 * The count beside the list in view in the filter column's first group (`span` + `span.count`):
 * "All" on /animelist, the one list on /animelist/<list>.
 */
export const ACTIVE_LIST_COUNT = '.medialist .filters .filter-group > a.active .count';
/** A row in every layout: `.entry.row` (table, compact) or `.entry-card` (cards). */
export const ROW = '.medialist .list-entries > .entry, .medialist .list-entries > .entry-card';
/**
 * A row's cover: a `.cover .image` whose inline background image is loaded lazily near the
 * viewport. Held to no image by our stylesheet (an !important rule wins over the inline style),
 * so the browser never asks for it.
 */
export const ROW_COVER = '.medialist .list-entries .cover .image';
