/** Where 'dropdownOnHover' runs: the nav's user menu, on every page for a signed-in visitor. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'dropdownOnHover',
  pages: [pages.anyPage],
  needs: 'siteLogin',
  folder: 'dropdownOnHover',
});
