/** Where 'CSScompactBrowse' runs: anime and manga browse, and studio pages (their media grids). */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'CSScompactBrowse',
  switch: { default: true, categories: ['Browse'], description: 'Compact layouts for browse and studio pages, with a view switcher' },
  pages: [pages.search, pages.studio],
  needs: 'none',
  skip: (ctx) => ctx.page === pages.search.name && ctx.params.kind !== 'anime' && ctx.params.kind !== 'manga'
});
