export const strings = {
  heading: 'Tags',
  tagLabel: (tag: string, count: number) => `Filter the list by ${tag} (${count})`,
} as const;

/** host-dom.md §2.4: the index is `.tagIndex` in `div.hohExtraFilters`. */
export const IDS = { wrap: 'hohTagIndexWrap' } as const;
/** The address parameter the list search is kept in (spec doc 3 §1 list row). */
export const SEARCH_PARAM = 'search';
