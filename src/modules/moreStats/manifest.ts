/** Where More stats runs: the profile stats pages (spec doc 2 §2 "/user/{name}/stats") and /site-stats (its 'Various queries'). */
import { defineFeature, optionSwitch, settingsHeading, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'moreStats',
  switch: { default: true, categories: ['Stats'], description: 'Add extra stats tabs and query tools to the stats pages' },
  owns: [
    settingsHeading('statsTables', ['Stats'], 'Stats tables'),
    optionSwitch('allStudios', false, ['Stats'], 'Include companies that are not animation studios in the studio table'),
    optionSwitch('noRewatches', false, ['Stats'], 'Leave rewatch and reread progress out of the stats'),
    optionSwitch('hideCustomTags', false, ['Stats'], 'Collapse the custom tag tables by default'),
    optionSwitch('negativeCustomList', false, ['Stats'], 'Add a row for media on no custom list'),
    optionSwitch('globalCustomList', false, ['Stats'], 'Add a row for all media'),
    optionSwitch('timeToCompleteColumn', false, ['Stats'], 'Add a time-to-complete column to the tag tables'),
  ],
  pages: [pages.userStats, pages.siteStats],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Demo's stats", path: '/user/{demo}/stats/anime/overview' },
    { label: "Hoarder's stats (11,000 entries)", path: '/user/{hoarder}/stats/anime/overview' },
    { label: "Site stats: the 'Various queries' panel (the checker over Linter's lists)", path: '/site-stats' },
  ],
};
