/** The New Chapters finder on manga lists; code in index.tsx. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'newChapters',
  switch: { default: true, categories: ['Lists'], needsToken: true, description: 'Add a "New Chapters" finder to manga lists' },
  pages: [pages.userList],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Demo's manga list", path: '/user/{demo}/mangalist' },
    { label: "Hoarder's manga list", path: '/user/{hoarder}/mangalist' },
  ],
};
