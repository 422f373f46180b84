/**
 * The AniList element the fullscreen fix depends on (host-dom.md §1 timers: `.youtube iframe`;
 * host-dom-2026.md §2.2: `.youtube` is a span).
 */

/** YouTube's player in rendered markdown: the iframe inside AniList's `span.youtube`. */
export const PLAYER = '.youtube iframe';
