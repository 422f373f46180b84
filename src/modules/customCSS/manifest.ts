/** Where a member's custom profile CSS runs: their profile overview (spec doc 3 §2, /user/{user}). */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'customCSS',
  pages: [pages.user],
  needs: 'none',
  folder: 'customCSS',
});
