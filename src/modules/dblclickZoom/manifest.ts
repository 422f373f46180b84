/** Where 'dblclickZoom' runs (the activity feeds); its code (index.tsx) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'dblclickZoom',
  switch: { default: false, categories: ['Feeds'], description: 'Double-click an activity in a feed to enlarge it' },
  pages: [pages.home, pages.social, pages.user],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'the home feed (Settings › Apps › Feeds first)', path: '/home' },
    { label: 'the global feed', path: '/social' },
  ],
};
