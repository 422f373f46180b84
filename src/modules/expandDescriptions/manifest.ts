/** Opens long descriptions by itself; code in index.tsx. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'expandDescriptions',
  switch: { default: true, categories: ['Media'], description: 'Expand descriptions automatically' },
  // Media, character and staff pages cut long descriptions behind a "Read More" toggle.
  pages: [pages.media, pages.character, pages.staff],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'an anime with a long description', path: '/anime/{longDescriptionAnime}' }] };
