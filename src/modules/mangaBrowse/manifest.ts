/** Where 'mangaBrowse' runs: the nav of every page. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'mangaBrowse',
  switch: { default: false, categories: ['Navigation'], description: 'Make the Browse link open manga search' },
  pages: [pages.anyPage],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'any page (click Browse)', path: '/home' }] };
