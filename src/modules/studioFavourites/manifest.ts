/** Where the studio page's favourite count and mean score run. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'studioFavouriteCount',
  pages: [pages.studio],
  needs: 'none',
  folder: 'studioFavourites',
});
