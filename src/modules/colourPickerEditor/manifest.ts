/**
 * The footer colour editor's form. Registered through src/modules/colourPicker/entry.ts, which
 * puts the closed editor in every page's footer and runs this lazily evaluated code (React) only
 * when the visitor opens it.
 */
import { defineFeature, valueSetting } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'colourPicker',
  switch: { default: true, categories: ['Script'], description: 'Add a theme colour editor to the footer' },
  owns: [
    valueSetting('colourSettings', 'text', {}, ['Script'], 'Theme colour overrides of the footer colour editor', { visible: false }),
  ],
  pages: [pages.anyPage],
  needs: 'none',
  entry: 'colourPickerEditor',
});
