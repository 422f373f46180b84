/** Where the total rating counts of review cards run: the home page's recent reviews. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'betterReviewRatings',
  switch: { default: true, categories: ['Browse', 'NewlyAdded'], description: 'Show the total rating count on the review cards of the home page' },
  pages: [pages.home],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the home page', path: '/home' }] };
