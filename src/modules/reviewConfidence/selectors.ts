/** The AniList elements the review confidence figures read (host-dom.md §2.15 the reviews page, §0 the page frame). */

/** The reviews list. */
export const WRAP_SELECTOR = '.review-wrap';

/** A link to a review inside the list. */
export const CARD_LINK_SELECTOR = '.review-wrap [href^="/review/"]';

/** The card a review link belongs to. */
export const REVIEW_CARD = '.review-card';

/** The card's up/down vote figures. */
export const VOTES = '.votes';

/** The page's content column, watched for cards AniList adds as the list grows. */
export const PAGE_CONTENT = '.page-content';
