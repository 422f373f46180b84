/** The index of #tags in list notes, and the list search kept in the address; code in index.tsx. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'tagIndex',
  switch: { default: true, categories: ['Lists'], description: 'Show an index of the #tags in your list notes on list pages' },
  pages: [pages.userList],
  needs: 'none',
});
