/** Where 'mangaBrowse' runs: the nav of every page. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'mangaBrowse',
  switch: { default: false, categories: ['Navigation'], description: 'Make the Browse link open manga search' },
  pages: [pages.anyPage],
  needs: 'none',
});
