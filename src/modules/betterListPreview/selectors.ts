/**
 * AniList's home preview blocks (host-dom.md §2.1, host-dom-2026.md §2.1): `.list-previews` holds
 * one `.list-preview-wrap` per type, each with `.section-header > h2` ("Anime in Progress",
 * "Manga in Progress"). The manga one stays AniList's.
 */

/** The blocks' container: ours is placed right before it. */
export const LIST_PREVIEWS = '.list-previews';
/** One type's block: the anime one is hidden while ours is shown. */
export const PREVIEW_WRAP = '.list-preview-wrap';
/** A block's heading, which says its type. */
export const WRAP_HEADING = '.section-header h2';
/** The root of the home grid; `full-width` while the preview is expanded. */
export const HOME = '.home';

/** Our block, placed right before AniList's `.list-previews` wherever AniList puts it. */
export const OUR_ID = 'hohListPreview';
/** AniList's expand/compress icon of the preview blocks (`fa-expand` / `fa-compress`). */
export const NATIVE_SIZE_TOGGLE = '.list-previews .size-toggle';
/**
 * A preview card's cover link (`.media-preview-card > a.cover`): our cards wear AniList's card
 * classes so its stylesheet lays them out; the focus goes back to the cover after a redraw.
 */
export const CARD_COVER = '.cover';
