/** Where the in-progress progress bars run; its code (index.tsx) is evaluated only there. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'progressBar',
  switch: { default: false, categories: ['Lists'], description: 'Show progress bars on the in-progress cards of the home page' },
  pages: [pages.home],
  needs: 'none',
});
