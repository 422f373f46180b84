/** Where a member's profile background shows: their profile overview (spec doc 3 §2, /user/{user}). */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'profileBackground',
  pages: [pages.user],
  needs: 'none',
  folder: 'profileBackground',
});
