/** Where the forum comment hider runs; its code (index.tsx) is evaluated only there. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'forumComments',
  switch: { default: true, categories: ['Forum'], description: 'Add buttons that collapse and expand forum comment threads' },
  pages: [pages.forumThread],
  needs: 'none',
});
