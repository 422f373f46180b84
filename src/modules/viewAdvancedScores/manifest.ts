/** The $ marker on list rows with advanced scores; code in index.tsx. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'viewAdvancedScores',
  switch: { default: true, categories: ['Lists', 'NewlyAdded'], description: 'Mark list rows that have advanced scores with a "$" that shows the breakdown' },
  pages: [pages.userList],
  needs: 'none',
});
