/** Opens long descriptions by itself; code in index.tsx. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'expandDescriptions',
  // Media, character and staff pages cut long descriptions behind a "Read More" toggle.
  pages: [pages.media, pages.character, pages.staff],
  needs: 'none',
  folder: 'expandDescriptions',
});
