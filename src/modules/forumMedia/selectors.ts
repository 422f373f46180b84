/**
 * The AniList elements the forum media titles depend on: the home forum preview (host-dom.md
 * §2.1), `.recent-threads .forum-wrap .thread-card`, whose `.categories span a.category` links
 * read "Anime"/"Manga" for a media category and point to `/forum/recent?media=<id>`.
 */

/** The home page's forum preview block. */
export const FORUM_BLOCK = '.recent-threads';

/** The category links of its thread cards (also the cards hideAWC rebuilds). */
export const CATEGORY_LINKS = '.recent-threads .forum-wrap .thread-card .categories a.category';
