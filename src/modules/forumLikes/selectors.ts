/** The AniList elements of a forum thread's likes. */

/** host-dom-2026.md §2.14: the thread's like in the footer, each comment's beside a hidden link holding its id. */
export const SELECTORS = {
  thread: '.forum-thread',
  threadLike: '.footer .actions .like-wrap.thread',
  commentLike: '.like-wrap.thread_comment',
  commentLink: 'a.hidden[href*="/comment/"]',
  /** A comment, around its like and its link. */
  comment: '.comment',
} as const;
