/** Where the forum's like tooltips run; its code (index.tsx) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'forumLikes',
  switch: { default: true, categories: ['Forum'], description: 'Show who liked a thread or a comment when hovering its like button' },
  pages: [pages.forumThread],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'a thread with more than 5 likes', path: '/forum/thread/{likedThread}' }] };
