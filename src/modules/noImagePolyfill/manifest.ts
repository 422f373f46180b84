/** Where 'noImagePolyfill' runs: every page with user-written text (feeds, forum, profiles, activities). */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'noImagePolyfill',
  switch: { default: false, categories: ['Script'], description: 'Show a text fallback for images that fail to load' },
  pages: [pages.anyPage],
  needs: 'none',
});
