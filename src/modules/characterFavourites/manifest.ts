/** Where the character favourite counts and roles list run: character pages and the character search results. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'characterFavouriteCount',
  pages: [pages.character, pages.search],
  needs: 'none',
  folder: 'characterFavourites',
});
