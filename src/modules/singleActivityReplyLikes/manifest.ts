/** Where the activity page's like tooltips run; its code (index.tsx) is evaluated only there. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'singleActivityReplyLikes',
  switch: { default: true, categories: ['Feeds'], description: 'Show who liked an activity and its replies when hovering the like buttons on activity pages' },
  pages: [pages.activity],
  needs: 'none',
});
