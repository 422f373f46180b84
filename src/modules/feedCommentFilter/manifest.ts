/** Where 'feedCommentFilter' runs (the home feed, host-dom.md §2.1); its code (index.ts) is evaluated only there. */
import { defineFeature, valueSetting, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'feedCommentFilter',
  switch: { default: false, categories: ['Feeds'], description: 'Add minimum comment and like counts as filters for the home feed' },
  owns: [
    valueSetting('feedCommentComments', 'number', 0, ['Feeds'], 'Minimum number of comments for an activity to show in the home feed', { min: 0 }),
    valueSetting('feedCommentLikes', 'number', 0, ['Feeds'], 'Minimum number of likes for an activity to show in the home feed', { min: 0 }),
  ],
  pages: [pages.home],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the home feed (Settings › Apps › Feeds first)', path: '/home' }] };
