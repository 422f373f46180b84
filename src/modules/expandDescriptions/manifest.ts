/** Opens long descriptions by itself; code in index.tsx. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'expandDescriptions',
  switch: { default: true, categories: ['Media'], description: 'Expand descriptions automatically' },
  // Media, character and staff pages cut long descriptions behind a "Read More" toggle.
  pages: [pages.media, pages.character, pages.staff],
  needs: 'none',
});
