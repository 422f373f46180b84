/** The $ marker on list rows with advanced scores; code in index.tsx. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'viewAdvancedScores',
  switch: { default: true, categories: ['Lists', 'NewlyAdded'], description: 'Mark list rows that have advanced scores with a "$" that shows the breakdown' },
  pages: [pages.userList],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Demo's anime list (scores by category)", path: '/user/{demo}/animelist' },
    { label: "Aoi's anime list", path: '/user/Aoi/animelist' },
  ],
};
