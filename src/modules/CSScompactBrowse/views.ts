/**
 * The browse views of 'CSScompactBrowse' (host-dom.md §2.10: 8.80's `div.theme-switch.hohThemeSwitch`
 * with four views, as classes `cardView`, `listView`, `compactListView` on the page root).
 */
export const VIEWS = [
  { id: 'default', label: 'AniList view', className: '' },
  { id: 'card', label: 'Cards with details', className: 'cardView' },
  { id: 'list', label: 'List', className: 'listView' },
  { id: 'compact', label: 'Compact list', className: 'compactListView' },
] as const;

export type ViewId = (typeof VIEWS)[number]['id'];

/** The view is remembered in the browser (one choice for browse and studio pages). */
export const VIEW_STORAGE_KEY = 'automailBrowseView';

export function parseView(stored: string | null): ViewId {
  return VIEWS.find((view) => view.id === stored)?.id ?? 'default';
}
