/** 'adRemoval': always on (the spec gives it no switch), small enough that the start carries its code (start.ts). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { hideAdSlots } from './start';

export const manifest = defineFeature({
  id: 'adRemoval',
  alwaysOn: true,
  pages: [],
  needs: 'none',
  start: hideAdSlots,
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  about: "Removes AniList's ad slots.",
  tries: [
    { label: 'the home page (ad slot in the right column)', path: '/home' },
  ],
};
