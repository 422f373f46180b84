/**
 * Where 'tagBlacklist' runs: browse (anime and manga results, as they load on scroll), media pages
 * (the banner, the recommendations) and home (the in-progress and airing previews). The script's
 * own Autorecs and related-media tools read the same list (moreStats/variousQueries/tools).
 */
import { defineFeature, valueSetting, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';
import { defaultTagBlacklist } from '../../lib/tagBlacklistValue';

export const manifest = defineFeature({
  id: 'tagBlacklist',
  switch: {
    default: false,
    categories: ['Browse', 'Media'],
    description: 'Tag blacklist: hide or grey media with chosen tags (from a minimum rank) or genres in browse, recommendations, home previews and the Autorecs and related-media tools; a banner on their media pages',
  },
  owns: [
    // Edited by its own editor under the switch (settingsPage/TagBlacklistEditor.tsx), not a row.
    valueSetting('tagBlacklistValue', 'text', defaultTagBlacklist(), ['Browse', 'Media'], 'Blacklisted tags and genres, and hide or grey per place', { visible: false }),
  ],
  pages: [pages.search, pages.media, pages.home],
  needs: 'none',
  skip: (ctx) => ctx.page === pages.search.name && ctx.params.kind !== 'anime' && ctx.params.kind !== 'manga',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'anime browse, scroll for more (set the list in Settings › Apps › Browse first)', path: '/search/anime' },
    { label: "an anime's banner and recommendations", path: '/anime/{recommendedAnime}' },
    { label: 'the home previews', path: '/home' },
  ],
};
