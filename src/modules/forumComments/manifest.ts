/** Where the forum comment hider runs; its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'forumComments',
  pages: [pages.forumThread],
  needs: 'none',
  folder: 'forumComments',
});
