/** 'rightToLeft': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature, type FeatureDemo } from '../../core/feature';

export const manifest = defineFeature({
  id: 'rightToLeft',
  switch: { default: false, categories: ['Script'], description: 'Right-to-left layout' },
  // host-dom.md §1.1: everything of the page is under `#app` (nav, `.wrap` > content and footer,
  // the script's boxes); AniList's loading bar `#app > .progress` runs from the right too.
  css: '#app { direction: rtl; } #app > .progress { left: auto; right: 0; }',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'any page', path: '/home' }] };
