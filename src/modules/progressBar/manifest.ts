/** Where the in-progress progress bars run; its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'progressBar',
  pages: [pages.home],
  needs: 'none',
  folder: 'progressBar',
});
