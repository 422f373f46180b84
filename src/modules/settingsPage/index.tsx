import { startSignIn, signOut } from '../../api/auth';
import { defineModule } from '../../core/module';
import { pages } from '../../core/pages';
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
  id: 'settingsPage',
  pages: [pages.settingsApps],
  needs: 'none',
  alwaysOn: true,
  async run(ctx) {
    const container = await ctx.attach({
      anchor: SETTINGS_CONTENT_SELECTOR,
      create: () => {
        const panel = document.createElement('div');
        panel.id = PANEL_ID;
        return panel;
      },
    });
    if (container) ctx.mount(<SettingsPanel onSignIn={startSignIn} onSignOut={signOut} />, container);
  },
});
