/** Where the forum comment hider runs; its code (index.tsx) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'forumComments',
  switch: { default: true, categories: ['Forum'], description: 'Add buttons that collapse and expand forum comment threads' },
  pages: [pages.forumThread],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'a thread with nested comments', path: '/forum/thread/{nestedCommentsThread}' }] };
