/** Where the staff favourite counts run: staff pages and the staff search results. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'staffPages',
  switch: { default: true, categories: ['Media'], description: 'Show favourite counts on staff pages and staff browse results' },
  pages: [pages.staff, pages.search],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'staff search', path: '/search/staff' },
    { label: 'a staff page', path: '/staff/{prolificStaff}' },
  ],
};
