/** Where the rebuilt in-progress preview runs; its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'betterListPreview',
  pages: [pages.home],
  // Reading the viewer's list and saving progress need the script's sign-in (spec doc 3 §6);
  // without it AniList's own preview stays.
  needs: 'token',
  folder: 'betterListPreview',
});
