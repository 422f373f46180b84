/** Where the studio page's favourite count and mean score run. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'studioFavouriteCount',
  switch: { default: true, categories: ['Media'], description: 'Show favourite counts and the mean score on studio pages' },
  pages: [pages.studio],
  needs: 'none',
});
