/** Where 'CSScompactBrowse' runs: anime and manga browse, and studio pages (their media grids). */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'CSScompactBrowse',
  pages: [pages.search, pages.studio],
  needs: 'none',
  folder: 'compactBrowse',
  skip: (ctx) => ctx.page === pages.search.name && ctx.params.kind !== 'anime' && ctx.params.kind !== 'manga',
});
