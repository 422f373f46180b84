/** The AniList elements the review ratings read (host-dom.md §2.1 home reviews, §2.15 review cards). */

/** A review card in the home page's recent reviews. */
export const CARD_SELECTOR = '.recent-reviews .review-card';

/** The link to the review inside a card (when the card is not itself the link). */
export const REVIEW_LINK = '[href^="/review/"]';

/** The card's up/down vote figures. */
export const VOTES = '.votes';
