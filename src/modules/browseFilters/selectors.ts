/**
 * The AniList element the extra sorts join (host-dom.md §2.10, host-dom-2026.md §2.10).
 */

/**
 * The browse sort control's list of options (HEAD: `.sort-wrap.sort-select`; 2026: `.options`
 * with `.option.active`): our options are appended to it.
 */
export const SORT_OPTIONS = '.search-page-unscoped .sort-wrap .options';
