/** Where the expanded in-progress block is kept right; its code (index.tsx) is evaluated only there. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'expandRight',
  switch: { default: false, categories: ['Lists'], description: 'Keep the expanded in-progress block in the right column' },
  pages: [pages.home],
  needs: 'none',
});
