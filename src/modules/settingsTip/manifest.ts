/** `settingsTip`: where Automail's settings are, on /notifications (host-dom.md §3.2). Code in index.ts. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'settingsTip',
  pages: [pages.notifications],
  needs: 'none',
  folder: 'settingsTip',
});
