/** Where the settings panel goes: shared by the panel (index.tsx) and its plain-DOM fallback. */
import { selectors } from '../../core/selectors';
import { element } from '../../core/element';

/** AniList's settings content column, from the selector registry (host-dom.md §2.17, 2026 §2.17). */
export const SETTINGS_CONTENT_SELECTOR = selectors.settingsContent.selector;
export const PANEL_ID = 'hohSettings';

/** The panel's container, below AniList's list of authorised apps. */
export function createPanelContainer(): HTMLElement {
  const panel = element('div', { id: PANEL_ID });
  return panel;
}
