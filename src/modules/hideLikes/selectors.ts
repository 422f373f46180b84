/** The AniList elements of the notifications page (host-dom.md §2.15). */

/** A native notification. */
export const NATIVE_ITEM = '.notifications-feed .notifications > .notification';

/** Its phrase (" liked your activity." …). */
export const PHRASE = '.context';

/** The page's content column, watched as the list grows and is re-rendered. */
export const PAGE_CONTENT = '.page-content';
