/** The 3x3 cover collage of nine picked list entries; code in index.tsx. */
import { defineFeature, settingsHeading, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'draw3x3',
  switch: { default: true, categories: ['Lists'], description: 'Add a button to list pages that draws a 3x3 collage from nine chosen covers' },
  heading: settingsHeading('listPages', ['Lists'], 'List pages'),
  pages: [pages.userList],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Demo's anime list", path: '/user/{demo}/animelist' },
    { label: "Aoi's manga list as cards", path: '/user/Aoi/mangalist?view=cards' },
  ],
};
