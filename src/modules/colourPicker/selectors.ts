/**
 * The AniList element the colour editor joins (host-dom.md §1.3).
 */

/** The footer's container, in the first HTML (no wait needed): the editor's disclosure is appended to it. */
export const FOOTER = '#app > .wrap > .footer > .container';
