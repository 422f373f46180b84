/** The MyAnimeList serialization (magazine) line of manga; code in index.tsx. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'MALserial',
  switch: { default: false, categories: ['Media'], description: 'Show the MyAnimeList serialization (magazine) of manga' },
  pages: [pages.media],
  needs: 'none',
});
