/** The settings panel runs on /settings/apps only; its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'settingsPage',
  pages: [pages.settingsApps],
  needs: 'none',
  alwaysOn: true,
  folder: 'settingsPage',
});
