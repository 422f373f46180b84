/** Where 'browseFilters' runs: anime and manga browse (/search/anime, /search/manga and their landings). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'browseFilters',
  switch: { default: true, categories: ['Browse'], description: 'Add episode, chapter and volume sorts to browse' },
  pages: [pages.search],
  needs: 'none',
  skip: (ctx) => ctx.params.kind !== 'anime' && ctx.params.kind !== 'manga'
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'anime browse', path: '/search/anime' },
    { label: 'manga browse', path: '/search/manga' },
  ],
};
