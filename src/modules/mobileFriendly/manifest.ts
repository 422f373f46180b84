/** Where 'mobileFriendly' runs: the footer of every page (the mode itself is read by other modules). */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'mobileFriendly',
  switch: { default: false, categories: ['Script'], description: 'Mobile-friendly mode: switch off desktop-only parts and add a Reviews link to the footer' },
  pages: [pages.anyPage],
  needs: 'none',
});
