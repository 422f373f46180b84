/** The programming interface for other scripts on the page (docs/page-api.md); code in index.tsx. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'aniscriptsAPI',
  switch: { default: false, categories: ['Script', 'Login'], needsToken: true, description: 'Offer a programming interface to other scripts on the page' },
  pages: [pages.anyPage],
  needs: 'token',
});
