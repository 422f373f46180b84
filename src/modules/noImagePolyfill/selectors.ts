/**
 * The AniList elements the image fallback depends on (host-dom.md §1.5).
 */

/**
 * The images of user-written text not yet checked: rendered markdown is `.markdown` (feeds,
 * forum, about texts, reviews); `data-hoh-fallback` is ours, put on an image once handled.
 */
export const CANDIDATES = '.markdown img:not([data-hoh-fallback])';
