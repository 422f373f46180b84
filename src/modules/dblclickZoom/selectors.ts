/**
 * The elements the double-click zoom reads (host-dom.md §2.1).
 */

/** An activity in a feed: the one a double-click was in is enlarged. */
export const FEED_ENTRY = '.activity-feed .activity-entry';

/** Text fields (the reply and status editors among them): a double-click there selects words, it does not zoom. */
export const TEXT_FIELD = 'textarea, input, [contenteditable="true"]';
