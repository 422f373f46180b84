/** The latest-chapter guess next to "Releasing" on manga pages; code in index.tsx. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'mangaGuess',
  switch: { default: true, categories: ['Media'], description: 'Estimate the latest chapter of releasing manga' },
  pages: [pages.media],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'a releasing manga with reading activity', path: '/manga/{readReleasingManga}' },
    { label: 'a releasing manga nobody has read yet', path: '/manga/{unreadReleasingManga}' },
  ],
};
