/** 'cleanSocial': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature, type FeatureDemo } from '../../core/feature';

export const manifest = defineFeature({
  id: 'cleanSocial',
  switch: { default: false, categories: ['Media', 'NewlyAdded'], description: 'Reorder the columns of the media social tab' },
  // host-dom §2.8: the media social tab is `.social > .activity-feed + div` (the followed users'
  // column). The columns swap sides, each keeping its width: the followed users come first.
  css: '.social:has(> .activity-feed + div) { direction: rtl; } .social:has(> .activity-feed + div) > * { direction: ltr; }',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'a media social tab', path: '{socialTabMedia}social' }] };
