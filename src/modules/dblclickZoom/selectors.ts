/** The AniList elements double-click zoom reads (host-dom.md §2.2 the activity feed). */

/** Where a double click is typing, not zooming: form fields and AniList's editable areas. */
export const TYPING_AREA = 'textarea, input, [contenteditable="true"]';

/** An entry of the activity feed. */
export const FEED_ENTRY = '.activity-feed .activity-entry';
