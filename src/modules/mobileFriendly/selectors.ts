/**
 * The AniList elements the footer's Reviews link depends on (host-dom.md §1.3: `.footer .links`
 * with `section` children).
 */

/** The footer's last column of links, where the Reviews link goes. */
export const LAST_FOOTER_SECTION = '.footer .links section:last-child';

/** A Reviews link already in that column (then none is added). */
export const FOOTER_REVIEWS_LINK = `${LAST_FOOTER_SECTION} a[href="/reviews"]`;
