/**
 * The AniList elements the forum like tooltips depend on (host-dom.md §2.14, host-dom-2026.md
 * §2.14): the thread's like in the footer, each comment's beside a hidden link holding its id.
 */

/** The forum thread page's body, holding the thread and its comments. */
export const FORUM_THREAD = '.forum-thread';

/** The thread's own like button, in its footer's actions. */
export const THREAD_LIKE = '.footer .actions .like-wrap.thread';

/** A comment's like button. */
export const COMMENT_LIKE = '.like-wrap.thread_comment';

/** The hidden link beside a comment's like, whose href holds the comment's id (`/comment/<id>`). */
export const COMMENT_ID_LINK = 'a.hidden[href*="/comment/"]';

/** One comment, searched for that link when it is not the like's sibling. */
export const COMMENT = '.comment';
