/**
 * The AniList elements the MyAnimeList recommendations depend on (host-dom.md §2.7).
 */

/** The media page's overview, where the recommendations go. */
export const OVERVIEW = '.overview';

/** One section of the overview; the recommendations go after its last one (and are one too). */
export const GRID_SECTION = '.grid-section-wrap';
