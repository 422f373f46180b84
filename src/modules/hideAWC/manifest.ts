/** Where the rebuilt home forum preview runs; its code (index.tsx) is evaluated only there. */
import { defineFeature, valueSetting, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'hideAWC',
  switch: { default: false, categories: ['Forum', 'NewlyAdded'], description: 'Rebuild the home forum preview without challenge threads' },
  owns: [
    valueSetting('forumPreviewNumber', 'number', 3, ['Forum'], 'Number of recent threads in the home forum preview (0 hides it)', { min: 0, max: 50 }),
  ],
  pages: [pages.home],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the home page', path: '/home' }] };
