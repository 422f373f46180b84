/** Where 'browseFilters' runs: anime and manga browse (/search/anime, /search/manga and their landings). */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'browseFilters',
  switch: { default: true, categories: ['Browse'], description: 'Add episode, chapter and volume sorts to browse' },
  pages: [pages.search],
  needs: 'none',
  skip: (ctx) => ctx.params.kind !== 'anime' && ctx.params.kind !== 'manga'
});
