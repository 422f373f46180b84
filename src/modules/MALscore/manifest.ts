/** The MyAnimeList score line in the media sidebar; code in index.tsx. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'MALscore',
  switch: { default: false, categories: ['Media'], description: 'Show the MyAnimeList score in the media sidebar' },
  pages: [pages.media],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'a popular anime (MyAnimeList down: /__sim/mal?state=down)', path: '/anime/{malAnime}' },
  ],
};
