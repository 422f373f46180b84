/** Where the full tables replace AniList's: the tags, staff and studio stats sub-tabs. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'replaceNativeTags',
  switch: { default: true, categories: ['Stats'], description: 'Show full tag, staff and studio tables on the stats sub-pages' },
  pages: [pages.userStatsTable],
  needs: 'none',
});
