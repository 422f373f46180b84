/** Where the forum media titles run; its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'forumMedia',
  pages: [pages.home],
  needs: 'none',
  folder: 'forumMedia',
});
