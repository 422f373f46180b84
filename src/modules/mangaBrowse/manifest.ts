/** Where 'mangaBrowse' runs: the nav of every page. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'mangaBrowse',
  pages: [pages.anyPage],
  needs: 'none',
  folder: 'mangaBrowse',
});
