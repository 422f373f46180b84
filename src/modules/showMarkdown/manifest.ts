/** Where the markdown toggle runs; its code (index.tsx) is evaluated only there. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'showMarkdown',
  switch: { default: true, categories: ['Feeds'], description: 'Add a "</>" toggle that shows the raw markdown of a single activity' },
  pages: [pages.activity],
  needs: 'none',
});
