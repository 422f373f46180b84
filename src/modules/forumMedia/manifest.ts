/** Where the forum media titles run; its code (index.tsx) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'forumMedia',
  switch: { default: true, categories: ['Forum'], description: 'In the home forum preview, show the tagged media title instead of "Anime" or "Manga"' },
  pages: [pages.home],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the home page', path: '/home' }] };
