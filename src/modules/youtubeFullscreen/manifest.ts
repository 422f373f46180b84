/**
 * YouTube players sit in members' writing on every kind of page (feeds, activities, forum,
 * reviews, profiles), and the original checked them regardless of route (host-dom.md §1 timers).
 */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'youtubeFullscreen',
  switch: { default: false, categories: ['Feeds'], description: 'Allow fullscreen on embedded YouTube videos' },
  pages: [pages.anyPage],
  needs: 'none',
});
