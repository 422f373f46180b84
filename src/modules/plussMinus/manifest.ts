/** Score - and + buttons on the rows of the viewer's own list; code in index.ts. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'plussMinus',
  switch: { default: true, categories: ['Lists', 'Login'], needsToken: true, description: 'Add + and - score buttons to your own list' },
  pages: [pages.userList],
  needs: 'token',
});
