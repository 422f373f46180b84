/** Where the compare page runs; its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'comparissionPage',
  pages: [pages.userListCompare],
  needs: 'none',
  folder: 'comparePage',
});
