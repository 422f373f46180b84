/**
 * The AniList elements safe-for-work mode reads or marks on a media page (host-dom.md §2.7,
 * host-dom-2026.md §2.7).
 */
import { selectors } from '../../core/selectors';

/** The names of the media's tags, read for a blocked one. */
export const MEDIA_TAG_NAMES = '.tags .tag .name';

/** The page's content: it gets our censored class when a tag is blocked ("SFW class"). */
export const PAGE_CONTENT = selectors.pageContent.selector;
