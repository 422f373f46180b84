/** Where 'ALbuttonReload' runs (the home page: the nav's logo); its code (index.tsx) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'ALbuttonReload',
  switch: { default: true, categories: ['Navigation'], description: 'Make the logo reload the feeds when clicked on the home page' },
  pages: [pages.home],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the home page (click the logo)', path: '/home' }] };
