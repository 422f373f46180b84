/** Where 'dropdownOnHover' runs: the nav's user menu, on every page for a signed-in visitor. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'dropdownOnHover',
  switch: { default: false, categories: ['Navigation'], description: 'Open the user menu of the navigation bar on hover' },
  pages: [pages.anyPage],
  needs: 'siteLogin',
});
