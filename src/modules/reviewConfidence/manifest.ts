/** Where the review confidence figures run: the site's review list. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'reviewConfidence',
  pages: [pages.reviews],
  needs: 'none',
  folder: 'reviewConfidence',
});
