/**
 * The AniList element the dub notice joins (host-dom.md §2.7).
 */

/** The media page's sidebar: the notice goes first in it ("p#dubNotice as first child of .sidebar"). */
export const SIDEBAR = '.media .sidebar';
