/** Where repeated staff rows are numbered: AniList's submission and edit forms. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'enumerateSubmissionStaff',
  pages: [pages.edit],
  needs: 'none',
  folder: 'enumerateStaff',
});
