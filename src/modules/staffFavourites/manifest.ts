/** Where the staff favourite counts run: staff pages and the staff search results. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'staffPages',
  pages: [pages.staff, pages.search],
  needs: 'none',
  folder: 'staffFavourites',
});
