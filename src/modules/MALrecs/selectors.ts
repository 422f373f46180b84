/** The AniList elements MyAnimeList recommendations are placed among (host-dom.md §2.7, the media overview). */

/** The media page's overview tab, whose sections the recommendations join. */
export const OVERVIEW = '.overview';

/** A section of the overview (relations, characters, staff, recommendations …). */
export const OVERVIEW_SECTION = '.grid-section-wrap';
