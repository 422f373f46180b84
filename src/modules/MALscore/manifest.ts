/** The MyAnimeList score line in the media sidebar; code in index.tsx. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'MALscore',
  switch: { default: false, categories: ['Media'], description: 'Show the MyAnimeList score in the media sidebar' },
  pages: [pages.media],
  needs: 'none',
});
