/** Where the import and export tools run; their code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'moreImports',
  pages: [pages.settingsImport],
  // The sign-in is checked by the module itself: without it, it says so (spec doc 3 §5).
  needs: 'siteLogin',
  folder: 'moreImports',
});
