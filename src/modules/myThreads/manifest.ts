/** Where the 'My Threads' shortcut runs: the forum's lists (the link) and one's own social page (the filter). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'myThreads',
  switch: { default: false, categories: ['Forum'], description: 'Add a "My Threads" link to the forum menu' },
  pages: [pages.forum, pages.userSocial],
  needs: 'siteLogin',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'the forum', path: '/forum/overview' },
    { label: 'your threads', path: '/user/{demo}/social#my-threads' },
  ],
};
