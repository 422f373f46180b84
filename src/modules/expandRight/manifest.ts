/** Where the expanded in-progress block is kept right; its code (index.tsx) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'expandRight',
  switch: { default: false, categories: ['Lists'], description: 'Keep the expanded in-progress block in the right column' },
  pages: [pages.home],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the home page (then the expand icon)', path: '/home' }] };
