/** Where 'dropdownOnHover' runs: the nav's user menu, on every page for a signed-in visitor. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'dropdownOnHover',
  switch: { default: false, categories: ['Navigation'], description: 'Open the user menu of the navigation bar on hover' },
  pages: [pages.anyPage],
  needs: 'siteLogin',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'any page, signed in (hover the avatar)', path: '/home' }] };
