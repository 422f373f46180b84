/**
 * The settings panel runs on /settings/apps only; its code (index.tsx) is evaluated only there.
 * Where the page blocks eval, the switches-only panel (plain DOM, in the top level) runs instead.
 */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';
import { runSwitchesPanel } from './switchesPanel';

export const manifest = defineFeature({
  id: 'settingsPage',
  pages: [pages.settingsApps],
  needs: 'none',
  alwaysOn: true,
  whenEvalBlocked: runSwitchesPanel,
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  about: "The script's own settings, below AniList's authorised apps.",
  tries: [
    { label: 'Settings › Apps', path: '/settings/apps' },
  ],
};
