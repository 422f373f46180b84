/**
 * The AniList elements 'My Threads' depends on (host-dom.md §2.14, host-dom-2026.md §2.6).
 */

/** The forum's menu: the `.filters` column's link group; the 'My Threads' link is appended to it. */
export const FORUM_MENU = '.forum-feed .filters .filter-group';

/** The social page's filter group: a header, then the spans Following, Followers, Threads, Comments. */
export const SOCIAL_FILTERS = '.user-social .filters .filter-group';
