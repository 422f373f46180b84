/** Where the activity page's like tooltips run; its code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'singleActivityReplyLikes',
  pages: [pages.activity],
  needs: 'none',
  folder: 'activityLikes',
});
