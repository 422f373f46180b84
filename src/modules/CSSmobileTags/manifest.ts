/** 'CSSmobileTags': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature, type FeatureDemo } from '../../core/feature';

export const manifest = defineFeature({
  id: 'CSSmobileTags',
  switch: { default: true, categories: ['Media'], description: 'Keep media tags visible on narrow screens' },
  // host-dom §2.7: the media sidebar's `.tags` list, which AniList hides on narrow screens.
  css: '@media (max-width: 760px) { .media .sidebar .tags { display: block !important; } }',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: "an anime's tags (in a narrow window)", path: '/anime/{taggedAnime}' }] };
