/** Where the full tables replace AniList's: the tags, staff and studio stats sub-tabs. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'replaceNativeTags',
  pages: [pages.userStatsTable],
  needs: 'none',
  folder: 'replaceNativeTags',
});
