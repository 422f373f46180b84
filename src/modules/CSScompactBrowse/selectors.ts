/**
 * The AniList elements of browse and studio pages the view switcher works on (host-dom.md §2.10:
 * `.search-page-unscoped`, `.results.media .media-card`; §2.13: studio `.grid-wrap`).
 */

/** The page roots: the chosen view is a class on them. */
export const ROOT = '.search-page-unscoped, .studio-page-unscoped';

/** Where the switcher goes: above the results (browse) or the grid (studio). */
export const RESULTS = '.search-page-unscoped .results.media, .studio-page-unscoped .grid-wrap';

/** The media grid of either page, as the layouts' CSS addresses it. */
export const GRID = ':is(.results.media, .grid-wrap)';

/** A media card in that grid. */
export const CARD = `${GRID} > .media-card`;
