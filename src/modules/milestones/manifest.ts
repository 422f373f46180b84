/** Where the profile stat-box totals run; the code (index.ts) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'milestones',
  switch: { default: false, categories: ['Profiles'], description: 'Add total episodes and volumes to the stat boxes of profiles' },
  pages: [pages.user],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Demo's profile", path: '/user/{demo}/' },
    { label: "Hoarder's profile", path: '/user/{hoarder}/' },
  ],
};
