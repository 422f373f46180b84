/**
 * The AniList elements the studio page's figures depend on (host-dom.md §2.13).
 */

/** The studio header: its name and favourite button; the mean score goes at its end. */
export const HEADER = '.studio .container.header';
