/** Where 'completedScore' runs: the activity feeds (home, /social, profiles, the media social tab). */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'completedScore',
  pages: [pages.home, pages.social, pages.user, pages.mediaSocial],
  needs: 'none',
  folder: 'completedScore',
});
