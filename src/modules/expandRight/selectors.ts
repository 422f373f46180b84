/**
 * The AniList elements the expanded in-progress block depends on (host-dom.md §2.1): `.home`
 * gains `full-width` when the preview is expanded, and AniList then draws `.list-previews` across
 * the page above the feed; the right column is the div after the feed
 * (core/feedWatch.ts FEED_SELECTORS.wrap).
 */

/** The home page's grid of the two columns. */
export const HOME = '.home';

/** The in-progress previews, moved into the right column while expanded. */
export const PREVIEWS = '.list-previews';

/** The button that expands and compresses the preview (host-dom.md §2.1, expandRight row). */
export const SIZE_TOGGLE = '.size-toggle';
