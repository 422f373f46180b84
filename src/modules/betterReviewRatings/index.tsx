import { query } from '../../api/client';
import { CACHE_LIFETIMES } from '../../api/cache';
import { reviewRatingsDocument, type ReviewRatingsResult } from '../../api/queries/reviews';
import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { CARD_SELECTOR, REVIEW_LINK, VOTES } from './selectors';
import { ratingStrings } from './strings';

export const TOTAL_CLASS = 'hohRatingTotal';

/**
 * The home page's review cards show only the up votes; this adds the number of all votes
 * ("12/20", spec doc 3: review rating figures on /home). One request for the cards shown, cached
 * 30 s like the recent reviews. A failed call shows nothing.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    if (!(await waitForElement(CARD_SELECTOR, { signal }))) return;
    const cards = new Map<number, HTMLElement>();
    for (const card of document.querySelectorAll<HTMLElement>(CARD_SELECTOR)) {
      const href = card.getAttribute('href') ?? card.querySelector(REVIEW_LINK)?.getAttribute('href') ?? '';
      const id = Number(/^\/review\/(\d+)/.exec(href)?.[1]);
      if (id) cards.set(id, card);
    }
    if (!cards.size) return;
    const ids = [...cards.keys()].sort((a, b) => a - b);
    const data = await query<ReviewRatingsResult>(reviewRatingsDocument(ids), {}, {
      signal,
      cacheKey: `hohReviewRatings${ids.join(',')}`,
      duration: CACHE_LIFETIMES.recentReviews,
    });
    if (signal.aborted || !data) return;
    for (const [id, card] of cards) {
      const review = data[`r${id}`];
      const votes = card.querySelector(VOTES);
      if (!review || !votes || typeof review.ratingAmount !== 'number') continue;
      const label = ratingStrings.title(review.rating ?? 0, review.ratingAmount);
      const total = element('span', { className: TOTAL_CLASS, title: label, style: 'opacity: 0.8;', attrs: { 'aria-label': label }, text: ratingStrings.total(review.ratingAmount) });
      votes.append(total);
      signal.addEventListener('abort', () => total.remove(), { once: true });
    }
  },
});
