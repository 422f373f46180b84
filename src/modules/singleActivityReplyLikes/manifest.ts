/** Where the activity page's like tooltips run; its code (index.tsx) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'singleActivityReplyLikes',
  switch: { default: true, categories: ['Feeds'], description: 'Show who liked an activity and its replies when hovering the like buttons on activity pages' },
  pages: [pages.activity],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Mallory's post with 8 likes (hostile text, shown inert)", path: '/activity/{hostileLikedPost}' },
  ],
};
