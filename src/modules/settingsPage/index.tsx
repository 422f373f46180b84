import { startSignIn, signOut } from '../../api/auth';
import { attachContainer } from '../../core/dom';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { mount } from '../../ui/mount';
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
    if (container) mount(<SettingsPanel onSignIn={startSignIn} onSignOut={signOut} />, container, ctx.signal);
  },
});
