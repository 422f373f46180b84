/**
 * The footer colour editor's form, a part of `colourPicker`: the feature's start code (../start.ts)
 * puts the closed editor in every page's footer and runs this chunk (React) only
 * when the visitor opens it.
 */
import { defineFeature } from '../../../core/feature';
import { pages } from '../../../core/pages';

export const manifest = defineFeature({
  id: 'colourPicker',
  pages: [pages.anyPage],
  needs: 'none',
  entry: 'colourPicker/editor',
});
