/** Where the forum media titles run; its code (index.tsx) is evaluated only there. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'forumMedia',
  switch: { default: true, categories: ['Forum'], description: 'In the home forum preview, show the tagged media title instead of "Anime" or "Manga"' },
  pages: [pages.home],
  needs: 'none',
});
