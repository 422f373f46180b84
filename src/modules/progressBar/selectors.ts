/**
 * The AniList elements the progress bars depend on: the home page's in-progress cards
 * (host-dom.md §2.1).
 */

/** The home page's list previews (the in-progress sections). */
export const PREVIEWS = '.list-previews';
/** One in-progress card; the bar goes in as its last child. */
export const CARD = '.media-preview-card';
/**
 * A card's progress text: `.content .info > div` reads "Progress: N/M" ("Progress: N" without a
 * total). The rebuilt preview (betterListPreview) draws its own bars and marks its `.info` with
 * `hasMeter` (ours), so only AniList's cards are read.
 */
export const INFO_TEXT = '.content .info:not(.hasMeter) > div';
/** The home page's root; its changes (AniList's own +1, its re-renders) redraw the bars. */
export const HOME = '.home';
