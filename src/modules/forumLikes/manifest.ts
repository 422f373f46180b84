/** Where the forum's like tooltips run; its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'forumLikes',
  pages: [pages.forumThread],
  needs: 'none',
  folder: 'forumLikes',
});
