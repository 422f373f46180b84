/** < and > buttons that step the list page's year slider; code in index.tsx. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'yearStepper',
  switch: { default: true, categories: ['Lists', 'NewlyAdded'], description: 'Add buttons that step the year slider of list pages one year at a time' },
  pages: [pages.userList],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: "Demo's anime list", path: '/user/{demo}/animelist' }] };
