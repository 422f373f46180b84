/** Up to five MyAnimeList recommendations on the media overview; code in index.tsx. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'MALrecs',
  switch: { default: false, categories: ['Media'], description: 'Show up to five MyAnimeList user recommendations on the media overview' },
  pages: [pages.media],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'a popular anime (MyAnimeList down: /__sim/mal?state=down)', path: '/anime/{malAnime}' },
  ],
};
