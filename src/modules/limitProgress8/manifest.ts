/** 'limitProgress8': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature, type FeatureDemo } from '../../core/feature';

export const manifest = defineFeature({
  id: 'limitProgress8',
  switch: { default: false, categories: ['Lists'], description: 'Show at most 8 in-progress cards on the home page' },
  css: '.home:not(.full-width) .media-preview-card:nth-child(n+9) { display: none !important; }',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the in-progress cards of the home page', path: '/home' }] };
