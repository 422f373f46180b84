/**
 * The AniList elements the import tools depend on (host-dom.md §2.18, host-dom-2026.md §2.17).
 */

/** AniList's native import panel (`.content .import`) in the settings content column; the tools' sections follow it. */
export const NATIVE_IMPORT_SELECTOR = '.settings.container > .content .import';

/** Our container for the tools' sections, placed after the native import panel. */
export const CONTAINER_ID = 'hohImport';
