/** `settingsTip`: where Automail's settings are, on /notifications (host-dom.md §3.2). Code in index.ts. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'settingsTip',
  switch: { default: true, categories: ['Notifications'], description: 'Show a hint on the notifications page about where the Automail settings are' },
  pages: [pages.notifications],
  needs: 'none',
});
