/**
 * The AniList elements the home page's link fixes depend on (host-dom.md §2.1). Read by the
 * start (start.ts): nothing here may import ui/.
 */

/** The "Recent Reviews" heading of the home page's right column. */
export const REVIEWS_HEADING = '.recent-reviews h2.section-header';

/** The "Forum Activity" heading of the home page's right column. */
export const FORUM_HEADING = '.recent-threads h2.section-header';
