/** 'linkCleanup': always on (the spec gives it no switch), small enough that the start carries its code (start.ts). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { replaceBlockedLinks } from './start';

export const manifest = defineFeature({
  id: 'linkCleanup',
  alwaysOn: true,
  pages: [],
  needs: 'none',
  start: replaceBlockedLinks,
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  about: 'Replaces links to blocked hosts that open in a new tab.',
  tries: [
    { label: "Aoi's post with a blocked link", path: '/activity/{blockedLinkPost}' },
  ],
};
