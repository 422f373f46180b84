/** Chapters and volumes left on the manga being read, on manga lists and manga stats; code in index.ts. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'mangaRemaining',
  switch: {
    default: false,
    categories: ['Lists', 'Stats'],
    description: 'Show the chapters and volumes left on the manga being read, on manga lists and manga stats (~ marks an estimate for releasing manga)',
  },
  pages: [pages.userList, pages.userStats],
  needs: 'none',
  // Manga lists and the manga stats overview only: elsewhere the code is not even loaded.
  skip: (ctx) => ctx.params.type !== 'manga' || (ctx.page === pages.userStats.name && ctx.params.sub !== 'overview'),
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Demo's manga list", path: '/user/{demo}/mangalist' },
    { label: "Demo's manga stats", path: '/user/{demo}/stats/manga/overview' },
  ],
};
