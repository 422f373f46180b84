/** Where adult media embeds get their cards: pages with members' writing (spec doc 3 §2). */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'embedHentai',
  pages: [pages.home, pages.userAny, pages.forum, pages.forumThread, pages.activity, pages.social],
  needs: 'none',
  folder: 'embedHentai',
});
