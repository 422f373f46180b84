/**
 * The AniList element the terms-page feed depends on (host-dom.md §2.19).
 */

/**
 * The terms text: the first `.container` in the document. The feed's own box is a `.container`
 * too (index.tsx FEED_CLASS, 'termsFeed'), so it is left out.
 */
export const TERMS = '.container:not(.termsFeed)';
