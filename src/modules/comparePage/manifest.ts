/**
 * Where the compare page runs (and, on other members' profiles, its Compatibility button); its
 * code (index.tsx) is evaluated only there.
 */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'comparissionPage',
  pages: [pages.userListCompare, pages.user],
  needs: 'none',
  folder: 'comparePage',
});
