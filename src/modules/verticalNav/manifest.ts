/** Where 'CSSverticalNav' runs: the nav of every page (signed in: the submenu is of the viewer's pages). */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'CSSverticalNav',
  pages: [pages.anyPage],
  needs: 'siteLogin',
  folder: 'verticalNav',
});
