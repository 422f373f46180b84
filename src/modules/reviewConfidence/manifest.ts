/** Where the review confidence figures run: the site's review list. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'reviewConfidence',
  switch: { default: true, categories: ['Browse'], description: 'Show a confidence figure for each review on the reviews page' },
  pages: [pages.reviews],
  needs: 'none',
});
