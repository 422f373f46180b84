/** Where 'hideGlobalFeed' runs (the home feed, host-dom.md §2.1); its code (index.tsx) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'hideGlobalFeed',
  switch: { default: false, categories: ['Feeds', 'NewlyAdded'], description: 'Hide the Global feed toggle on the home page' },
  pages: [pages.home],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the Global home feed', path: '/home?feed=global' }] };
