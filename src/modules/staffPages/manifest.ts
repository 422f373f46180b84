/** Where the staff favourite counts run: staff pages and the staff search results. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'staffPages',
  switch: { default: true, categories: ['Media'], description: 'Show favourite counts on staff pages and staff browse results' },
  pages: [pages.staff, pages.search],
  needs: 'none',
});
