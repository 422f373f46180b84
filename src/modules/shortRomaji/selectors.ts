/** Where AniList writes media titles (host-dom.md §1, §2.1–§2.7; 2026 §2.3, §2.7). */

/** Links to media pages; the title is their text or their `.title` child (cards, embeds). */
export const MEDIA_LINKS = 'a[href^="/anime/"], a[href^="/manga/"], a[href^="https://anilist.co/anime/"], a[href^="https://anilist.co/manga/"]';
/** A card's title inside its cover link (recommendation cards, `.media-embed .title`). */
export const INNER_TITLE = '.title';
/** The media page's sub-page tabs link to the media too, with "Overview", "Characters"… */
export const NOT_TITLES = '.media .header .nav, #hohAliasHeading';
/** The media page's title (the first h1 of the header). */
export const MEDIA_HEADING = '.media .header .content > h1:not(#hohAliasHeading)';
