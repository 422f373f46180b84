/** The AniList elements of the home feed's header (host-dom.md §2.1). */

/** The home feed's column. */
export const FEED_WRAP = '.activity-feed-wrap';

/** The Following/Global toggle in the feed's header. */
export const TOGGLE_SELECTOR = `${FEED_WRAP} .feed-type-toggle`;

/** The feed's header, whose changes (a tab switch) bring the Global tab back. */
export const SECTION_HEADER = '.section-header';
