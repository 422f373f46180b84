/** The AniList elements the latest-chapter guess joins (host-dom.md §2.7: `.sidebar .data .data-set` → `.type` + `.value`). */

/** The media page's sidebar data list. */
export const SIDEBAR_DATA = '.media .sidebar .data';
