/** Where the forum's like tooltips run; its code (index.tsx) is evaluated only there. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'forumLikes',
  switch: { default: true, categories: ['Forum'], description: 'Show who liked a thread or a comment when hovering its like button' },
  pages: [pages.forumThread],
  needs: 'none',
});
