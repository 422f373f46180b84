/** Where the total rating counts of review cards run: the home page's recent reviews. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'betterReviewRatings',
  switch: { default: true, categories: ['Browse', 'NewlyAdded'], description: 'Show the total rating count on the review cards of the home page' },
  pages: [pages.home],
  needs: 'none',
});
