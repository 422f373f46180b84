/** The settings panel's container: shared by the panel (index.tsx) and its plain-DOM fallback. */
import { element } from '../../core/element';

export const PANEL_ID = 'hohSettings';

/** The panel's container, below AniList's list of authorised apps. */
export function createPanelContainer(): HTMLElement {
  return element('div', { id: PANEL_ID });
}
