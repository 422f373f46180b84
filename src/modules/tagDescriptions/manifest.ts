/** Tag descriptions in the media page's tag picker; code in index.tsx. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'tagDescriptions',
  switch: { default: true, categories: ['Media'], description: 'Show tag descriptions while hovering the add-tag dropdown' },
  pages: [pages.media],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'an anime with tags (hover the tags, click +)', path: '/anime/{taggedAnime}' }] };
