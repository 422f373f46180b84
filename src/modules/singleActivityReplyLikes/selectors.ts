/** The AniList elements of an activity page's likes. */

/** host-dom.md §2.2/§2.9, host-dom-2026.md §2.2. */
export const SELECTORS = {
  entry: '.activity-entry',
  activityLikes: ':scope > .wrap > .actions .action.likes',
  replies: '.activity-replies > .reply',
  replyLikes: '.action.likes',
  /** The like buttons of an entry and its replies, and each one's count (read to notice new likes). */
  likeButtons: '.action.likes .button',
  likeCount: '.count',
} as const;
