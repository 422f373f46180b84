/** `dismissDot` (spec doc 3 §7): the mark-all-read dot beside the nav badge. Code in index.ts. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'dismissDot',
  switch: { default: true, categories: ['Notifications', 'Login'], needsToken: true, description: 'Add a small dot beside the notification badge that marks every notification as read' },
  pages: [pages.anyPage],
  needs: 'token',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the home page', path: '/home' }] };
