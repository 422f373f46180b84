/** Where 'statusBorder' runs (the home feed, host-dom.md §2.1); its code (index.ts) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'statusBorder',
  switch: { default: false, categories: ['Feeds'], description: 'Colour the right border of list activities by their list status' },
  pages: [pages.home],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the home feed (Settings › Apps › Feeds first)', path: '/home' }] };
