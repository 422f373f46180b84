/** 'CSSgreenManga': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature, type FeatureDemo } from '../../core/feature';

export const manifest = defineFeature({
  id: 'CSSgreenManga',
  switch: { default: false, categories: ['Browse'], description: 'Show manga links and titles in green' },
  // host-dom §2.10 (browse cards `.media-card a.title`), §2.4 (list rows `.title > a`), §2.2
  // (list activities `.status a.title`): a manga title is a link whose href starts /manga/.
  css: 'a.title[href^="/manga/"], .title > a[href^="/manga/"] { color: rgb(var(--color-green)) !important; }',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: "Demo's manga list", path: '/user/{demo}/mangalist' }] };
