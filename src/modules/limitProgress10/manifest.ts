/** 'limitProgress10': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature, type FeatureDemo } from '../../core/feature';

export const manifest = defineFeature({
  id: 'limitProgress10',
  switch: { default: false, categories: ['Lists'], description: 'Show at most 10 in-progress cards on the home page' },
  // host-dom §2.1: at most 10 (or 8) in-progress cards per block while the home page is not
  // expanded; AniList's cards and the rebuilt preview's alike (both `.media-preview-card`).
  css: '.home:not(.full-width) .media-preview-card:nth-child(n+11) { display: none !important; }',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the in-progress cards of the home page', path: '/home' }] };
