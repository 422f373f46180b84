/** `hideLikes` (spec doc 3): like notifications left out of AniList's own list on /notifications. Code in index.ts. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'hideLikes',
  pages: [pages.notifications],
  needs: 'none',
  folder: 'hideLikes',
});
