import { startSignIn, signOut } from '../../api/auth';
import { attachContainer } from '../../core/dom';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { mount } from '../../ui/mount';
import { registeredModuleIds } from '../../core/registeredModules';
import { settingConsumers } from '../../core/settings/offered';
import { selectors } from '../../core/selectors';
import { SettingsPanel } from './SettingsPanel';

/** AniList's settings content column, from the selector registry (host-dom.md §2.17, 2026 §2.17). */
export const SETTINGS_CONTENT_SELECTOR = selectors.settingsContent.selector;
export const PANEL_ID = 'hohSettings';

/**
 * The settings panel at /settings/apps, below AniList's list of authorised apps. When AniList
 * re-renders the content column, the same panel (and its state) is put back in.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const container = await attachContainer({
      anchor: SETTINGS_CONTENT_SELECTOR,
      create: () => {
        const panel = document.createElement('div');
        panel.id = PANEL_ID;
        return panel;
      },
      signal: ctx.signal,
    });
    // startSignIn's optional argument is where to navigate: the click handler must not pass the
    // click event into it (it did once, and the button threw instead of signing in).
    if (!container) return;
    // Only switches with a registered module or a CSS rule behind them are offered.
    const consumers = settingConsumers(registeredModuleIds());
    mount(<SettingsPanel consumers={consumers} onSignIn={() => startSignIn()} onSignOut={signOut} />, container, ctx.signal);
  },
});
