/**
 * The settings panel runs on /settings/apps only; its code (index.tsx) is evaluated only there.
 * Where the page blocks eval, the switches-only panel (plain DOM, in the top level) runs instead.
 */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';
import { runSwitchesPanel } from './switchesPanel';

export const manifest = defineFeature({
  id: 'settingsPage',
  pages: [pages.settingsApps],
  needs: 'none',
  alwaysOn: true,
  whenEvalBlocked: runSwitchesPanel,
});
