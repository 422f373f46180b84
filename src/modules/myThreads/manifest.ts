/** Where the 'My Threads' shortcut runs: the forum's lists (the link) and one's own social page (the filter). */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'myThreads',
  switch: { default: false, categories: ['Forum'], description: 'Add a "My Threads" link to the forum menu' },
  pages: [pages.forum, pages.userSocial],
  needs: 'siteLogin',
});
