/** Where 'statusBorder' runs (the home feed, host-dom.md §2.1); its code (index.ts) is evaluated only there. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'statusBorder',
  switch: { default: false, categories: ['Feeds'], description: 'Colour the right border of list activities by their list status' },
  pages: [pages.home],
  needs: 'none',
});
