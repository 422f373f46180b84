/**
 * The AniList element the media subtitle line depends on (host-dom.md §2.7, host-dom-2026.md §2.7).
 */

/** The media header's title: the first h1 of `.header .content`; the line goes right after it. */
export const TITLE = '.media .header .content > h1';
