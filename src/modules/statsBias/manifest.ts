/**
 * statsBias (issue 26): one more table in More stats' 'Genres & Tags' view on the profile stats
 * pages, shown while this switch is on: the member's mean score per genre and tag against the
 * people they follow and the site. More stats loads the lists; this module asks for the place,
 * the comparison's scores and draws the table (docs/ARCHITECTURE.md, Decisions).
 */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'statsBias',
  switch: {
    default: false,
    categories: ['Stats'],
    description:
      "Add a table to More stats' Genres & Tags: your mean score per genre and tag against the people you follow and the site, with the differences and their spread (needs More stats)",
  },
  pages: [pages.userStats],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [{ label: "Demo's stats: More stats, then Genres & Tags", path: '/user/{demo}/stats/anime/overview' }],
};
