/**
 * The AniList elements the review confidence figures depend on: the review cards of /reviews
 * (host-dom.md §2.16, host-dom-2026.md §2.16).
 */
import { selectors } from '../../core/selectors';

/** The block of review cards. */
export const WRAP_SELECTOR = '.review-wrap';

/** A card's link: on /reviews the card itself is the link `[href="/review/<id>"]`, elsewhere its `.content` is. */
export const CARD_LINK_SELECTOR = '.review-wrap [href^="/review/"]';

/** A review card, around its link (the link itself when it is the card). */
export const CARD = '.review-card';

/** A card's vote area; the figure goes in as its first child. */
export const VOTES = '.votes';

/** The page's content, watched for cards drawn late. */
export const PAGE_CONTENT = selectors.pageContent.selector;
