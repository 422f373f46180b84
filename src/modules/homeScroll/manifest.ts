/** Where 'homeScroll' runs (the home page: the nav's Home link); its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'homeScroll',
  pages: [pages.home],
  needs: 'none',
  folder: 'homeScroll',
});
