/**
 * AniList's DOM the import tools depend on (host-dom.md §2.18: the native import panel
 * `.content .import`; the sections follow it in the settings content column, host-dom-2026 §2.17).
 */
export const NATIVE_IMPORT_SELECTOR = '.settings.container > .content .import';
export const CONTAINER_ID = 'hohImport';
