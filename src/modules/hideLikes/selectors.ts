/**
 * The AniList elements the like hider depends on: AniList's own notification list
 * (host-dom.md §2.15).
 */
import { selectors } from '../../core/selectors';

/** One native notification. */
export const NATIVE_ITEM = '.notifications-feed .notifications > .notification';

/** A notification's phrase (" liked your activity.", " liked your comment, …"). */
export const PHRASE = '.context';

/** The page's content area, watched for items added and re-rendered. */
export const PAGE_CONTENT = selectors.pageContent.selector;
