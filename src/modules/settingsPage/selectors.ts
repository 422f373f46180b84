/**
 * The AniList elements the settings panel depends on: the settings pages (host-dom.md §2.17,
 * host-dom-2026 §2.17).
 */
import { selectors } from '../../core/selectors';

/** AniList's settings content column; the panel is appended to it (from core's selector registry). */
export const SETTINGS_CONTENT_SELECTOR = selectors.settingsContent.selector;
