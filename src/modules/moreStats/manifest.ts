/** Where More stats runs: the profile stats pages (spec doc 2 §2 "/user/{name}/stats") and /site-stats (its 'Various queries'). */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'moreStats',
  pages: [pages.userStats, pages.siteStats],
  needs: 'none',
  folder: 'moreStats',
});
