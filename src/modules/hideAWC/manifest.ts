/** Where the rebuilt home forum preview runs; its code (index.tsx) is evaluated only there. */
import { defineFeature, valueSetting } from '../../core/feature';
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
