/** Where 'homeScroll' runs (the home page: the nav's Home link); its code (index.tsx) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'homeScroll',
  switch: { default: true, categories: ['Navigation'], description: 'Make the Home link scroll to the top when already on the home page' },
  pages: [pages.home],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the home page (scroll down, then click Home)', path: '/home' }] };
