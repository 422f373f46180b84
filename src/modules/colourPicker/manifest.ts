/** Where 'colourPicker' runs: the footer of every page. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'colourPicker',
  pages: [pages.anyPage],
  needs: 'none',
  folder: 'colourPicker',
});
