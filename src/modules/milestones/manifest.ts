/** Where the profile stat-box totals run; the code (index.ts) is evaluated only there. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'milestones',
  switch: { default: false, categories: ['Profiles'], description: 'Add total episodes and volumes to the stat boxes of profiles' },
  pages: [pages.user],
  needs: 'none',
});
