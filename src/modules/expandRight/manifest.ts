/** Where the expanded in-progress block is kept right; its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'expandRight',
  pages: [pages.home],
  needs: 'none',
  folder: 'expandRight',
});
