/** 'CSSbannerShadow': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature, type FeatureDemo } from '../../core/feature';

export const manifest = defineFeature({
  id: 'CSSbannerShadow',
  switch: { default: true, categories: ['Media'], description: 'Remove the shadow over banners' },
  // host-dom §2.3: the profile banner contains `.shadow`, hidden by CSSbannerShadow.
  css: '.banner .shadow { display: none !important; }',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'an anime with a banner', path: '/anime/{bannerAnime}' }] };
