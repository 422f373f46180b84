/** Where the score editor runs; its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'entryScore',
  pages: [pages.media],
  // Reading another user's private entry and every save need the script's token (spec doc 2 §6).
  needs: 'token',
  folder: 'entryScore',
});
