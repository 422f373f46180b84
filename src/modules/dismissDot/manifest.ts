/** `dismissDot` (spec doc 3 §7): the mark-all-read dot beside the nav badge. Code in index.ts. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'dismissDot',
  pages: [pages.anyPage],
  needs: 'token',
  folder: 'dismissDot',
});
