/**
 * The AniList elements the markdown toggle depends on (host-dom.md §2.9).
 */

/** The activity on /activity/{id}: a status post or a message (not a list activity). */
export const ENTRY = '.activity-entry.activity-text, .activity-entry.activity-message';

/** The entry's time link, in its `.wrap`: the toggle goes first in it, before the time. */
export const TIME = ':scope > .wrap > .time';

/** The entry's rendered text (`.activity-markdown`), which the source replaces while shown. */
export const MARKDOWN = ':scope > .wrap .activity-markdown';
