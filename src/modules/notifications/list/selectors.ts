/**
 * The AniList elements the grouped notification list depends on: the notifications page
 * (host-dom.md §2.15, host-dom-2026.md §2.15).
 */

/** The page's feed: it carries our mode class while the grouped list shows. */
export const FEED = '.notifications-feed';
/** The native list; our list goes in as its first child. */
export const NATIVE_LIST = '.notifications-feed .notifications';
/** One native notification, a direct child of the native list. */
export const NATIVE_ITEM = '.notification';
/** A native notification marked unread. */
export const NATIVE_UNREAD = '.notification.unread';
/** "Mark all as read"; its parent is the filter column, where the toggle link goes. */
export const RESET_BUTTON = '.notifications-feed .reset-btn';
/** "Mark all as read" as a direct child of the filter column; the toggle goes after it. */
export const RESET_BUTTON_IN_FILTERS = ':scope > .reset-btn';
/** The filter column (a row of its own on a phone). */
export const FILTERS = '.notifications-feed .filters';
