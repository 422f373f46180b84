/**
 * The site-stats page's random picks and 'Current Activity' block (spec doc 3 §2 "section headings
 * into random links", §7 "Random picks", §9). No switch: host-dom.md §3.2 lists "`/site-stats`
 * random buttons" among the always-on behaviour, and §2.22 places the headings and the block on
 * /site-stats (the spec's "browse page").
 */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'siteStatsRandom',
  pages: [pages.siteStats],
  needs: 'none',
  alwaysOn: true,
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  about: "Site Stats: each section heading opens a random user, anime, manga, character, staff member or review, and a 'Current Activity' block gives the activity rates.",
  tries: [
    { label: 'the Site Stats page', path: '/site-stats' },
  ],
};
