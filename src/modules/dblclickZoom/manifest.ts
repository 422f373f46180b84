/** Where 'dblclickZoom' runs (the activity feeds); its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'dblclickZoom',
  pages: [pages.home, pages.social, pages.user],
  needs: 'none',
  folder: 'dblclickZoom',
});
