/** Where the markdown toggle runs; its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'showMarkdown',
  pages: [pages.activity],
  needs: 'none',
  folder: 'showMarkdown',
});
