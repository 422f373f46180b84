/** Where the studio page's favourite count and mean score run. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'studioFavouriteCount',
  switch: { default: true, categories: ['Media'], description: 'Show favourite counts and the mean score on studio pages' },
  pages: [pages.studio],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'an animation studio', path: '/studio/{animationStudio}' }] };
