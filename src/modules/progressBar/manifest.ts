/** Where the in-progress progress bars run; its code (index.tsx) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'progressBar',
  switch: { default: false, categories: ['Lists'], description: 'Show progress bars on the in-progress cards of the home page' },
  pages: [pages.home],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the home page', path: '/home' }] };
