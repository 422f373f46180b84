/** Where 'CSScompactBrowse' runs: anime and manga browse, and studio pages (their media grids). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'CSScompactBrowse',
  switch: { default: true, categories: ['Browse'], description: 'Compact layouts for browse and studio pages, with a view switcher' },
  pages: [pages.search, pages.studio],
  needs: 'none',
  skip: (ctx) => ctx.page === pages.search.name && ctx.params.kind !== 'anime' && ctx.params.kind !== 'manga'
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'anime browse', path: '/search/anime' },
    { label: 'a studio page', path: '/studio/{studioWithMedia}' },
  ],
};
