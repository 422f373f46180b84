/** Where the full tables replace AniList's: the tags, staff and studio stats sub-tabs. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'replaceNativeTags',
  switch: { default: true, categories: ['Stats'], description: 'Show full tag, staff and studio tables on the stats sub-pages' },
  pages: [pages.userStatsTable],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Demo's anime tags", path: '/user/{demo}/stats/anime/tags' },
    { label: "Demo's anime staff", path: '/user/{demo}/stats/anime/staff' },
    { label: "Demo's studios", path: '/user/{demo}/stats/anime/studios' },
    { label: "Hoarder's manga staff", path: '/user/{hoarder}/stats/manga/staff' },
  ],
};
