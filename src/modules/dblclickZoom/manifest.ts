/** Where 'dblclickZoom' runs (the activity feeds); its code (index.tsx) is evaluated only there. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'dblclickZoom',
  switch: { default: false, categories: ['Feeds'], description: 'Double-click an activity in a feed to enlarge it' },
  pages: [pages.home, pages.social, pages.user],
  needs: 'none',
});
