/**
 * The AniList elements the activity page's like tooltips depend on (host-dom.md §2.2/§2.9,
 * host-dom-2026.md §2.2).
 */

/** The activity on /activity/{id}, with its replies under it. */
export const ENTRY = '.activity-entry';

/** The activity's own like action, in its `.wrap > .actions` (not a reply's). */
export const ACTIVITY_LIKES = ':scope > .wrap > .actions .action.likes';

/** Each reply in the entry's reply list, in the page's order. */
export const REPLIES = '.activity-replies > .reply';

/** A reply's like action. */
export const REPLY_LIKES = '.action.likes';

/** Every like button in the entry (the activity's and the replies'), whose counts key the cached answer. */
export const LIKE_BUTTONS = '.action.likes .button';

/** A like button's count. */
export const LIKE_COUNT = '.count';
