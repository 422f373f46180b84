/** 'infoTable': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature, type FeatureDemo } from '../../core/feature';

export const manifest = defineFeature({
  id: 'infoTable',
  switch: { default: false, categories: ['Media', 'NewlyAdded'], description: 'Lay out the media sidebar data as a two-column table' },
  // host-dom §2.7 / host-dom-2026 §2.7: the media sidebar `.sidebar > .data` whose direct children
  // are `.data-set` rows of `.type` (label) then the value (`.value`, sometimes `a.value`).
  // Each row becomes label | value side by side, a two-column table.
  // Native element checked: none needed. The rule restyles AniList's own `.data-set` rows and
  // adds no element, so it can never draw a second copy of anything; AniList has no table view
  // of its own for the sidebar (host-dom-2026 §2.7).
  css: '.media .sidebar .data > .data-set { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); column-gap: 12px; align-items: baseline; padding: 7px 0; border-bottom: 1px solid rgba(var(--color-text-lighter), .15); }' +
    ' .media .sidebar .data > .data-set:last-child { border-bottom: 0; }' +
    ' .media .sidebar .data > .data-set > .type { padding-bottom: 0; }',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: "an anime's sidebar", path: '/anime/{taggedAnime}' }] };
