import { startSignIn } from '../../api/signInStart';
import { signOut } from '../../api/token';
import { attachContainer } from '../../core/dom';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { mount } from '../../ui/mount';
import { addUiStyles } from '../../ui/UiStyles';
import { registeredModuleIds } from '../../core/registeredModules';
import { settingConsumers } from '../../core/settings/offered';
import { SettingsPanel } from './SettingsPanel';
import { createPanelContainer } from './panelPlace';
import { SETTINGS_CONTENT_SELECTOR } from './selectors';
import { PANEL_STYLE_ID, panelCss } from './panelStyles';

export { PANEL_ID } from './panelPlace';
export { SETTINGS_CONTENT_SELECTOR } from './selectors';

/**
 * The settings panel at /settings/apps, below AniList's list of authorised apps. When AniList
 * re-renders the content column, the same panel (and its state) is put back in.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    // The panel's rules, after the kit's.
    addUiStyles();
    ctx.addStyle(PANEL_STYLE_ID, panelCss);
    const container = await attachContainer({
      anchor: SETTINGS_CONTENT_SELECTOR,
      create: createPanelContainer,
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
