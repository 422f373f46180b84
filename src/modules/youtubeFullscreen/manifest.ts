/**
 * YouTube players sit in members' writing on every kind of page (feeds, activities, forum,
 * reviews, profiles), and the original checked them regardless of route (host-dom.md §1 timers).
 */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'youtubeFullscreen',
  pages: [pages.anyPage],
  needs: 'none',
  folder: 'youtubeFullscreen',
});
