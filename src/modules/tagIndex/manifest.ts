/** The index of #tags in list notes, and the list search kept in the address; code in index.tsx. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'tagIndex',
  switch: { default: true, categories: ['Lists'], description: 'Show an index of the #tags in your list notes on list pages' },
  pages: [pages.userList],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Demo's anime list", path: '/user/{demo}/animelist' },
    { label: 'filtered by #comfy from the address', path: '/user/{demo}/animelist?search=%23comfy' },
    { label: "Hoarder's 11,000 entries", path: '/user/{hoarder}/animelist' },
  ],
};
