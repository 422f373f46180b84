/** Up to five MyAnimeList recommendations on the media overview; code in index.tsx. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'MALrecs',
  switch: { default: false, categories: ['Media'], description: 'Show up to five MyAnimeList user recommendations on the media overview' },
  pages: [pages.media],
  needs: 'none',
});
