/** 'CSSbannerShadow': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature } from '../../core/feature';

export const manifest = defineFeature({
  id: 'CSSbannerShadow',
  switch: { default: true, categories: ['Media'], description: 'Remove the shadow over banners' },
  // host-dom §2.3: the profile banner contains `.shadow`, hidden by CSSbannerShadow.
  css: '.banner .shadow { display: none !important; }',
});
