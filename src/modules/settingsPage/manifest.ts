/**
 * The settings panel runs on /settings/apps only; its code (index.tsx) is evaluated only there.
 * Where the page blocks eval, the switches-only panel (plain DOM, in the top level) runs instead.
 */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';
import { runSwitchesPanel } from './switchesPanel';

export const manifest = defineManifest({
  id: 'settingsPage',
  pages: [pages.settingsApps],
  needs: 'none',
  alwaysOn: true,
  folder: 'settingsPage',
  whenEvalBlocked: runSwitchesPanel,
});
