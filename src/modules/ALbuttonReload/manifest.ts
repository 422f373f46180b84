/** Where 'ALbuttonReload' runs (the home page: the nav's logo); its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'ALbuttonReload',
  pages: [pages.home],
  needs: 'none',
  folder: 'ALbuttonReload',
});
