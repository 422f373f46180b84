/** Score - and + buttons on the rows of the viewer's own list; code in index.ts. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'plussMinus',
  switch: { default: true, categories: ['Lists', 'Login'], needsToken: true, description: 'Add + and - score buttons to your own list' },
  pages: [pages.userList],
  needs: 'token',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Demo's anime list (decimal scores)", path: '/user/{demo}/animelist' },
    { label: "Demo's manga list as cards", path: '/user/{demo}/mangalist?view=cards' },
    { label: "Hoarder's 11,000 entries (sign in as Hoarder)", path: '/user/{hoarder}/animelist' },
  ],
};
