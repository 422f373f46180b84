/** Where 'mobileFriendly' runs: the footer of every page (the mode itself is read by other modules). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'mobileFriendly',
  switch: { default: false, categories: ['Script'], description: 'Mobile-friendly mode: switch off desktop-only parts and add a Reviews link to the footer' },
  pages: [pages.anyPage],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the footer of any page', path: '/forum/overview' }] };
