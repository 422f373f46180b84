import { startSignIn, signOut } from '../../api/auth';
import { onRemoved, waitFor } from '../../core/dom';
import { defineModule } from '../../core/module';
import { pages } from '../../core/pages';
import { SettingsPanel } from './SettingsPanel';

/** AniList's settings content column (host-dom.md §2.17, 2026 §2.17). */
export const SETTINGS_CONTENT_SELECTOR = '.settings.container .content';
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
    const container = document.createElement('div');
    container.id = PANEL_ID;
    ctx.signal.addEventListener('abort', () => container.remove(), { once: true });

    const attach = async (): Promise<void> => {
      const content = await waitFor(SETTINGS_CONTENT_SELECTOR, { signal: ctx.signal });
      if (!content || ctx.signal.aborted) return;
      content.append(container);
      onRemoved(container, ctx.signal, () => void attach());
    };

    await attach();
    if (container.isConnected) ctx.mount(<SettingsPanel onSignIn={startSignIn} onSignOut={signOut} />, container);
  },
});
