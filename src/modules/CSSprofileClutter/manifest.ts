/** 'CSSprofileClutter': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature, type FeatureDemo } from '../../core/feature';

export const manifest = defineFeature({
  id: 'CSSprofileClutter',
  switch: { default: false, categories: ['Profiles'], description: 'Hide some sections of the profile overview' },
  // host-dom §2.3: the overview's 2nd and 3rd `.desktop` blocks go, favourites stay.
  css: '.overview .section > .desktop:nth-child(2):not(.favourites),' +
    ' .overview .section > .desktop:nth-child(3):not(.favourites) { display: none !important; }',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: "Demo's profile overview", path: '/user/{demo}/' }] };
