/** Where 'mobileFriendly' runs: the footer of every page (the mode itself is read by other modules). */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'mobileFriendly',
  pages: [pages.anyPage],
  needs: 'none',
  folder: 'mobileFriendly',
});
