/**
 * The AniList element the manga browse link depends on (host-dom.md §1.2, host-dom-2026.md §1.1).
 */

/**
 * The nav's Browse link to anime search: host-dom.md §1.2 (`.links .link[href="/search/anime"]`),
 * host-dom-2026 §1.1 (`.browse-wrap > a`).
 */
export const BROWSE_LINK = '#nav .links a.link[href="/search/anime"]';
