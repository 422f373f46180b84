/** Where the total rating counts of review cards run: the home page's recent reviews. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'betterReviewRatings',
  pages: [pages.home],
  needs: 'none',
  folder: 'reviewRatings',
});
