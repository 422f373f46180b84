/** Where 'noImagePolyfill' runs: every page with user-written text (feeds, forum, profiles, activities). */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'noImagePolyfill',
  pages: [pages.anyPage],
  needs: 'none',
  folder: 'noImagePolyfill',
});
