/** Where the rebuilt home forum preview runs; its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'hideAWC',
  pages: [pages.home],
  needs: 'none',
  folder: 'hideAWC',
});
