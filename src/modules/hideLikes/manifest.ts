/** `hideLikes` (spec doc 3): like notifications left out of AniList's own list on /notifications. Code in index.ts. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'hideLikes',
  switch: { default: false, categories: ['Notifications'], description: 'Leave like notifications out of the grouped notification view' },
  pages: [pages.notifications],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'notifications', path: '/notifications' }] };
