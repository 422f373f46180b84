/**
 * The AniList elements the logo reload uses (host-dom.md §1.2, §2.1).
 */

/** The AniList logo in the nav (host-dom.md §1.2): a link to /home, which the router ignores on /home. */
export const LOGO_SELECTOR = '#nav .logo';

/** The feed toggle's selected choice (host-dom.md §2.1 `.feed-type-toggle > .active`): clicking it again reloads the feed. */
export const ACTIVE_FEED_SELECTOR = '.activity-feed-wrap .feed-type-toggle > .active';
