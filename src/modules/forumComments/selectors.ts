/**
 * The AniList elements the comment hider depends on (host-dom.md §2.14): a `.comment-wrap`'s
 * first child is the comment (its first child the header row, then the body); the wrap's later
 * children hold the nested replies.
 */

/** The forum thread page's body, holding the thread and its comments. */
export const FORUM_THREAD = '.forum-thread';

/** One comment with its nested replies; folded by the [-] button. */
export const COMMENT_WRAP = '.comment-wrap';
