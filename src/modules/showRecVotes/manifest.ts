/** 'showRecVotes': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature, type FeatureDemo } from '../../core/feature';

export const manifest = defineFeature({
  id: 'showRecVotes',
  switch: { default: true, categories: ['Media'], description: 'Always show the recommendation vote controls' },
  // host-dom §2.7: recommendation cards are `.recommendation-card` (`.cover`, `.rating-wrap`);
  // AniList fades the rating (the vote count and thumbs) in only while the card is hovered.
  // Native element checked: AniList's own rating numbers, `.rating-wrap`, are the element shown;
  // the rule only makes them visible all the time and draws no numbers of its own, so there is
  // never a second copy.
  css: '.recommendation-card .rating-wrap { opacity: 1 !important; visibility: visible !important; }',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "an anime's recommendations (end of the overview)", path: '/anime/{recommendedAnime}' },
  ],
};
