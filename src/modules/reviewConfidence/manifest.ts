/** Where the review confidence figures run: the site's review list. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'reviewConfidence',
  switch: { default: true, categories: ['Browse'], description: 'Show a confidence figure for each review on the reviews page' },
  pages: [pages.reviews],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'Recent reviews', path: '/reviews' }] };
