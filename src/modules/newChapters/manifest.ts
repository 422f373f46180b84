/** The New Chapters finder on manga lists; code in index.tsx. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'newChapters',
  switch: { default: true, categories: ['Lists'], needsToken: true, description: 'Add a "New Chapters" finder to manga lists' },
  pages: [pages.userList],
  needs: 'none',
});
