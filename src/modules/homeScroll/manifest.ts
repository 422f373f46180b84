/** Where 'homeScroll' runs (the home page: the nav's Home link); its code (index.tsx) is evaluated only there. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'homeScroll',
  switch: { default: true, categories: ['Navigation'], description: 'Make the Home link scroll to the top when already on the home page' },
  pages: [pages.home],
  needs: 'none',
});
