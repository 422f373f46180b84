/** Where tweets are embedded: pages with members' writing (spec doc 3 §2, as the media embeds). */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'tweets',
  pages: [pages.home, pages.userAny, pages.forum, pages.forumThread, pages.activity, pages.social],
  needs: 'none',
  folder: 'tweets',
});
