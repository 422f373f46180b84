/** Tag descriptions in the media page's tag picker; code in index.tsx. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'tagDescriptions',
  switch: { default: true, categories: ['Media'], description: 'Show tag descriptions while hovering the add-tag dropdown' },
  pages: [pages.media],
  needs: 'none',
});
