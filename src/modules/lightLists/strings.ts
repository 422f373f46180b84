import { countText } from '../../lib/lightLists';

export const strings = {
  heading: 'Light list',
  note: (size: number, threshold: number) =>
    `${countText(size)} entries, over ${countText(threshold)}: covers are not loaded and the compact layout is used.`,
  showCovers: 'Show covers',
  showCoversLabel: 'Load the covers and the usual layout of this list for this visit',
} as const;

/** Our elements (host-dom.md §2.4: boxes of ours go in `div.hohExtraFilters`). */
export const IDS = {
  wrap: 'hohLightListWrap',
  holdStyle: 'hohLightListHold',
  lightStyle: 'hohLightListStyle',
} as const;
