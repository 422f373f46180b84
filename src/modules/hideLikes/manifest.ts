/** `hideLikes` (spec doc 3): like notifications left out of AniList's own list on /notifications. Code in index.ts. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'hideLikes',
  switch: { default: false, categories: ['Notifications'], description: 'Leave like notifications out of the grouped notification view' },
  pages: [pages.notifications],
  needs: 'none',
});
