/** `settingsTip`: where Automail's settings are, on /notifications (host-dom.md §3.2). Code in index.ts. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'settingsTip',
  switch: { default: true, categories: ['Notifications'], description: 'Show a hint on the notifications page about where the Automail settings are' },
  pages: [pages.notifications],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'notifications', path: '/notifications' }] };
