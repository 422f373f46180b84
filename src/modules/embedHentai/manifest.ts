/** Where adult media embeds get their cards: pages with members' writing (spec doc 3 §2). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'embedHentai',
  switch: { default: false, categories: ['Feeds'], description: 'Show cards for embedded adult media that the site leaves empty' },
  pages: [pages.home, pages.userAny, pages.forum, pages.forumThread, pages.activity, pages.social],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Aoi's post linking an adult anime", path: '/activity/{adultEmbedPost}' },
    { label: 'a forum thread whose comment links an adult anime', path: '/forum/thread/{adultEmbedThread}' },
  ],
};
