/** 'homeLinkFixes': always on (the spec gives it no switch), small enough that the start carries its code (start.ts). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';
import { fixHomeLinks } from './start';

export const manifest = defineFeature({
  id: 'homeLinkFixes',
  alwaysOn: true,
  pages: [pages.home],
  needs: 'none',
  start: fixHomeLinks,
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  about: 'The home page\'s "Recent Reviews" heading links to /reviews and "Forum Activity" to /forum/overview.',
  tries: [
    { label: 'the home page (right column)', path: '/home' },
  ],
};
