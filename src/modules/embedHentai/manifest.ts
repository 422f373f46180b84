/** Where adult media embeds get their cards: pages with members' writing (spec doc 3 §2). */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'embedHentai',
  switch: { default: false, categories: ['Feeds'], description: 'Show cards for embedded adult media that the site leaves empty' },
  pages: [pages.home, pages.userAny, pages.forum, pages.forumThread, pages.activity, pages.social],
  needs: 'none',
});
