/**
 * The AniList element the description expander depends on (host-dom.md §0 and §2.7).
 */

/** AniList's "Read More" under a cut description; clicking it shows the description in full. */
export const READ_MORE = '.description-length-toggle';
