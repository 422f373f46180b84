/** Where 'statusBorder' runs (the home feed, host-dom.md §2.1); its code (index.ts) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'statusBorder',
  pages: [pages.home],
  needs: 'none',
  folder: 'statusBorder',
});
