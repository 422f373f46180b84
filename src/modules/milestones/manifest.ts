/** Where the profile stat-box totals run; the code (index.ts) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'milestones',
  pages: [pages.user],
  needs: 'none',
  folder: 'milestones',
});
