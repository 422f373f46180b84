/**
 * The studio logos of `CSSfavs` ("favourites five to a row, with studio logos"). The five-a-row
 * layout is a CSS rule of src/core/styles.ts, on every page from the first paint; the logos' 110
 * rules are drawn only on the profile pages that show favourites (host-dom.md §2.3), so the table is not
 * carried in every page's start. Code in index.ts.
 */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'CSSfavs',
  pages: [pages.userFavourites],
  needs: 'none',
  folder: 'studioLogos',
});
