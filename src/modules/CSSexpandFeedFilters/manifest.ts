/** 'CSSexpandFeedFilters': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature, type FeatureDemo } from '../../core/feature';

export const manifest = defineFeature({
  id: 'CSSexpandFeedFilters',
  switch: { default: false, categories: ['Feeds'], description: 'Show the feed filter menu expanded instead of on hover' },
  // host-dom §2.1 / host-dom-2026 §2.1: the feed-type filter is an Element dropdown
  // (`.feed-select .el-dropdown`, trigger `.feed-filter`, items in `.el-dropdown-menu`);
  // shown as a row of choices instead of on hover.
  css: '.activity-feed-wrap .section-header { height: auto !important; }' +
    ' .activity-feed-wrap .feed-select { flex-wrap: wrap; }' +
    ' .activity-feed-wrap .feed-select .feed-filter { display: none !important; }' +
    ' .activity-feed-wrap .feed-select .el-dropdown-menu { display: flex !important; flex-wrap: wrap; position: static !important;' +
    ' min-width: 0; margin: 0; padding: 0; box-shadow: none; background: none; }' +
    ' .activity-feed-wrap .feed-select .el-dropdown-menu .el-dropdown-menu__item { padding: 3px 10px; border-radius: 3px; }',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: "the home feed's filter menu", path: '/home' }] };
