/**
 * The AniList elements the review totals use (host-dom.md §2.1, host-dom-2026.md §2.16).
 */

/** Home's recent review cards, whose `.content` links to the review. */
export const CARD_SELECTOR = '.recent-reviews .review-card';

/** The link to the review inside a card, when the card is no link itself. */
export const REVIEW_LINK = '[href^="/review/"]';

/** A card's up-vote count: the total is appended to it. */
export const VOTES = '.votes';
