/** The MyAnimeList serialization (magazine) line of manga; code in index.tsx. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'MALserial',
  switch: { default: false, categories: ['Media'], description: 'Show the MyAnimeList serialization (magazine) of manga' },
  pages: [pages.media],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'a popular manga (MyAnimeList down: /__sim/mal?state=down)', path: '/manga/{malManga}' },
  ],
};
