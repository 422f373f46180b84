/** Where 'noImagePolyfill' runs: every page with user-written text (feeds, forum, profiles, activities). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'noImagePolyfill',
  switch: { default: false, categories: ['Script'], description: 'Show a text fallback for images that fail to load' },
  pages: [pages.anyPage],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'a forum thread with an image', path: '/forum/thread/4002' }] };
