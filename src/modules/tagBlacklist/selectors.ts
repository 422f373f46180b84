/**
 * The AniList elements the tag blacklist reads and marks (host-dom.md §2.1, §2.7, §2.10;
 * host-dom-2026.md §2.1, §2.7, §2.10). Cards are paired with media by their links, never by position.
 */

/** A browse result card (`.results.media .media-card`, host-dom §2.10; 2026 §2.10 `.media-card`). */
export const BROWSE_CARD = '.results .media-card';

/** A recommendation card on a media overview (`.recommendation-card`, host-dom §2.7). */
export const RECOMMENDATION_CARD = '.recommendation-card';

/**
 * A home preview card: "Anime in Progress", "Manga in Progress" and "Airing" are `.list-previews`
 * sections of `.media-preview-card`s (host-dom §2.1, host-dom-2026 §2.1).
 */
export const HOME_PREVIEW_CARD = '.list-previews .media-preview-card';

/** A card's link to its media, `/anime/{id}/…` or `/manga/{id}/…` (its cover and its title). */
export const MEDIA_LINK = 'a[href^="/anime/"], a[href^="/manga/"]';

/** The media page header's text column (`.header .content`, with the `h1` title; host-dom §2.7). */
export const MEDIA_HEADER_CONTENT = '.media .header .content';
