import { query } from '../../api/client';
import { CACHE_LIFETIMES } from '../../api/cache';
import { RECENT_REVIEWS, type RecentReviewsResult, type ReviewRating } from '../../api/queries/reviews';
import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { reviewConfidence, reviewConfidenceLabel } from '../../lib/wilson';
import { manifest } from './manifest';
import { CARD, CARD_LINK_SELECTOR, PAGE_CONTENT, VOTES, WRAP_SELECTOR } from './selectors';
import { confidenceTitle, reviewerName } from './strings';

export const FIGURE_CLASS = 'hohConfidence';

/**
 * A confidence figure on each of the 30 newest reviews on /reviews (spec doc 2 §9, algorithms.md
 * §1g): the Wilson lower bound of its up votes among all votes, as "~NN" in a colour from red to
 * green, the card faded to half opacity below 0.05. Reviews are matched to cards by their link,
 * not by position. A failed call shows nothing.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    if (!(await waitForElement(WRAP_SELECTOR, { signal }))) return;
    const data = await query<RecentReviewsResult>(RECENT_REVIEWS, {}, {
      signal,
      cacheKey: 'hohRecentReviews',
      duration: CACHE_LIFETIMES.recentReviews,
    });
    if (signal.aborted || !data?.Page?.reviews) return;
    const byId = new Map<number, ReviewRating>();
    for (const review of data.Page.reviews) if (review) byId.set(review.id, review);

    const marked = new Set<HTMLElement>();
    signal.addEventListener('abort', () => {
      for (const card of marked) {
        card.querySelector(`.${FIGURE_CLASS}`)?.remove();
        card.style.opacity = '';
      }
    }, { once: true });

    const apply = () => {
      for (const link of document.querySelectorAll<HTMLElement>(CARD_LINK_SELECTOR)) {
        const card = link.closest<HTMLElement>(CARD) ?? link;
        if (marked.has(card)) continue;
        const id = Number(/^\/review\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1]);
        const review = byId.get(id);
        const votes = card.querySelector(VOTES);
        if (!review || !votes) continue;
        marked.add(card);
        const rating = review.rating ?? 0;
        const total = review.ratingAmount ?? 0;
        const confidence = reviewConfidence(rating, total);
        const reviewer = reviewerName(review.user);
        votes.prepend(element('span', {
          className: FIGURE_CLASS,
          text: reviewConfidenceLabel(confidence),
          title: confidenceTitle(confidence, rating, total, reviewer),
          dataset: { reviewer },
          style: `color: ${confidence.colour}; margin-right: 6px; font-weight: 600;`,
        }));
        if (confidence.faded) card.style.opacity = '0.5';
      }
    };
    apply();
    // Cards drawn late (AniList renders after its own request) get their figure when they come.
    ctx.observe(document.querySelector(PAGE_CONTENT) ?? document.body, { childList: true, subtree: true }, apply);
  },
});
