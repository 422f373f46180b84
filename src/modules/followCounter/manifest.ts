/** Where the social page's follow counts and follow-back check run; the code is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'CSSfollowCounter',
  pages: [pages.userSocial],
  needs: 'none',
  folder: 'followCounter',
});
