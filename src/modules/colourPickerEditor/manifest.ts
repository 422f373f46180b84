/**
 * The footer colour editor's form. Registered through src/modules/colourPicker/entry.ts, which
 * puts the closed editor in every page's footer and runs this lazily evaluated code (React) only
 * when the visitor opens it.
 */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'colourPicker',
  pages: [pages.anyPage],
  needs: 'none',
  folder: 'colourPickerEditor',
});
