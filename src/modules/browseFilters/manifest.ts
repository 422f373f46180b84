/** Where 'browseFilters' runs: anime and manga browse (/search/anime, /search/manga and their landings). */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'browseFilters',
  pages: [pages.search],
  needs: 'none',
  folder: 'browseFilters',
  skip: (ctx) => ctx.params.kind !== 'anime' && ctx.params.kind !== 'manga',
});
