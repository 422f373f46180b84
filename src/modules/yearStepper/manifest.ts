/** < and > buttons that step the list page's year slider; code in index.tsx. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'yearStepper',
  switch: { default: true, categories: ['Lists', 'NewlyAdded'], description: 'Add buttons that step the year slider of list pages one year at a time' },
  pages: [pages.userList],
  needs: 'none',
});
