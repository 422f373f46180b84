/**
 * The AniList elements of the character page the roles list replaces (host-dom.md §2.11).
 */

/** The role grid; the element before it is where the language selector goes. */
export const GRID_SELECTOR = '.character-page-unscoped .container.grid-wrap';

/** The infinite-scroll sentinel that pages the native grid in: hidden while ours holds every page. */
export const SCROLLER_SELECTOR = '.character-page-unscoped .scroller';

/** AniList's own language selector, when it draws one: then ours is not added. */
export const NATIVE_LANGUAGE_SELECT = 'select, .el-select, .select';
