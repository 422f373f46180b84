/** The line under a media page's title; code in index.tsx. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'subTitleInfo',
  switch: { default: false, categories: ['Media'], description: 'Add a line under the media title with an alternative title, year, format and studios' },
  pages: [pages.media],
  needs: 'none',
});
