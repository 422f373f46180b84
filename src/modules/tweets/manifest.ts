/** Where tweets are embedded: pages with members' writing (spec doc 3 §2, as the media embeds). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'tweets',
  switch: { default: false, categories: ['Feeds'], description: 'Embed linked tweets in activities' },
  pages: [pages.home, pages.userAny, pages.forum, pages.forumThread, pages.activity, pages.social],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: "Aoi's post linking tweets", path: '/activity/{embedsPost}' }] };
