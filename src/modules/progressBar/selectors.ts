/**
 * AniList's in-progress cards (host-dom.md §2.1): `.content .info > div` reads "Progress: N/M"
 * ("Progress: N" without a total). The rebuilt preview (betterListPreview) draws its own bars
 * and marks its `.info` with `hasMeter`, so only AniList's cards are read here.
 */
export const PREVIEWS = '.list-previews';
export const CARD = '.media-preview-card';
export const INFO_TEXT = '.content .info:not(.hasMeter) > div';

/** The home page, watched for AniList's +1 and re-renders. */
export const HOME = '.home';
