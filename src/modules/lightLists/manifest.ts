/** Big lists opened light (no covers, AniList's compact layout); code in index.ts. */
import { defineFeature, valueSetting, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

/** The default threshold and the lowest one accepted (below it the switch would just be a layout). */
export const LIGHT_LISTS_DEFAULT = 1000;
export const LIGHT_LISTS_MIN = 100;

export const manifest = defineFeature({
  id: 'lightLists',
  switch: {
    default: false,
    categories: ['Lists'],
    description: 'Open big lists light: no covers and the compact layout when a list has more entries than the threshold',
  },
  owns: [
    valueSetting('lightListsThreshold', 'number', LIGHT_LISTS_DEFAULT, ['Lists'], 'Entries above which a list opens light', { min: LIGHT_LISTS_MIN }),
  ],
  pages: [pages.userList],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Hoarder's 11,000 entries, opened light", path: '/user/{hoarder}/animelist' },
    { label: "Demo's small list, left as it is", path: '/user/{demo}/animelist' },
  ],
};
