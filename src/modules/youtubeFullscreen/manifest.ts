/**
 * YouTube players sit in members' writing on every kind of page (feeds, activities, forum,
 * reviews, profiles), and the original checked them regardless of route (host-dom.md §1 timers).
 */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'youtubeFullscreen',
  switch: { default: false, categories: ['Feeds'], description: 'Allow fullscreen on embedded YouTube videos' },
  pages: [pages.anyPage],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: "Aoi's post with a YouTube video", path: '/activity/{embedsPost}' }] };
