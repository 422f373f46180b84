/** Bulk edit on the member's own list pages (issue 26); code in index.tsx. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'bulkEdit',
  switch: {
    default: false,
    categories: ['Lists', 'Login'],
    needsToken: true,
    description: 'Bulk edit your own list: select entries, see a dry run and save a backup first, then save with progress, Stop, Continue and Undo',
  },
  pages: [pages.userList],
  needs: 'siteLogin',
  // Only the member's own list: elsewhere the code is not even loaded.
  skip: (ctx) => typeof ctx.params.user !== 'string' || ctx.user?.name.toLowerCase() !== ctx.params.user.toLowerCase(),
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Demo's anime list", path: '/user/{demo}/animelist' },
    { label: "Demo's manga list", path: '/user/{demo}/mangalist' },
    { label: "Hoarder's 11,000 entries (sign in as Hoarder)", path: '/user/{hoarder}/animelist' },
  ],
};
