/** Where tweets are embedded: pages with members' writing (spec doc 3 §2, as the media embeds). */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'tweets',
  switch: { default: false, categories: ['Feeds'], description: 'Embed linked tweets in activities' },
  pages: [pages.home, pages.userAny, pages.forum, pages.forumThread, pages.activity, pages.social],
  needs: 'none',
});
