/** Where the 'My Threads' shortcut runs: the forum's lists (the link) and one's own social page (the filter). */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'myThreads',
  pages: [pages.forum, pages.userSocial],
  needs: 'siteLogin',
  folder: 'myThreads',
});
