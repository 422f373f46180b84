/**
 * The AniList elements the Global feed hider depends on (host-dom.md §2.1): the feed's type
 * toggle, children [0] Following and [1] Global, the selected one with `active`. The feed's wrap
 * is core/feedWatch.ts FEED_SELECTORS.wrap.
 */
import { FEED_SELECTORS } from '../../core/feedWatch';

/** The Following / Global toggle in the home feed's header. */
export const FEED_TYPE_TOGGLE = `${FEED_SELECTORS.wrap} .feed-type-toggle`;

/** A section's header; changes inside the feed's header are the ones that matter. */
export const SECTION_HEADER = '.section-header';
