/**
 * The social page as AniList renders it (host-dom.md §2.6, host-dom-2026.md §2.6): a left column
 * `.user-social .filters` whose `.filter-group` holds a non-span header, then the tabs as spans:
 * Following, Followers, Threads, Comments. And the names of our own elements there.
 */

/** The left column: the follow-back box goes into it, and it is watched for AniList's redraws. */
export const FILTERS = '.user-social .filters';

/** The tabs, in order (Following, Followers, …): the totals go beside the first two. */
export const TAB_SPANS = '.user-social .filters .filter-group > span';

/** Ours: a tab's total, and the follow-back box. */
export const COUNT_CLASS = 'hohFollowCount';
export const BOX_CLASS = 'hohFollowBack';
