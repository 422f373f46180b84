/**
 * The social page as AniList renders it (host-dom.md §2.6, host-dom-2026.md §2.6): a left column
 * `.user-social .filters` whose `.filter-group` holds a non-span header, then the tabs as spans:
 * Following, Followers, Threads, Comments.
 */
export const FILTERS = '.user-social .filters';
export const TAB_SPANS = '.user-social .filters .filter-group > span';
export const COUNT_CLASS = 'hohFollowCount';
export const BOX_CLASS = 'hohFollowBack';
