/** Where 'ALbuttonReload' runs (the home page: the nav's logo); its code (index.tsx) is evaluated only there. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'ALbuttonReload',
  switch: { default: true, categories: ['Navigation'], description: 'Make the logo reload the feeds when clicked on the home page' },
  pages: [pages.home],
  needs: 'none',
});
