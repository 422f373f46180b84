/** The latest-chapter guess next to "Releasing" on manga pages; code in index.tsx. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'mangaGuess',
  switch: { default: true, categories: ['Media'], description: 'Estimate the latest chapter of releasing manga' },
  pages: [pages.media],
  needs: 'none',
});
