/** Where the character favourite counts and roles list run: character pages and the character search results. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'characterFavouriteCount',
  switch: { default: true, categories: ['Media'], description: 'Show favourite counts and the voice-actor language view on character pages' },
  pages: [pages.character, pages.search],
  needs: 'none',
});
