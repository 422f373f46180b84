/** AniList's notifications page (host-dom.md §2.15, host-dom-2026.md §2.15). */
export const FEED = '.notifications-feed';
/** The native list; our list goes in as its first child. */
export const NATIVE_LIST = '.notifications-feed .notifications';
export const NATIVE_ITEM = '.notification';
export const NATIVE_UNREAD = '.notification.unread';
/** "Mark all as read"; its parent is the filter column, where the toggle link goes. */
export const RESET_BUTTON = '.notifications-feed .reset-btn';
/** The same button found from the filter column, its parent. */
export const FILTERS_RESET_BUTTON = ':scope > .reset-btn';
export const FILTERS = '.notifications-feed .filters';
