/** Where the staff page's role lists run; the code (index.tsx) is evaluated only there. */
import { defineFeature, valueSetting, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';
import { staffRoleOrders } from '../../core/settings/types';

export const manifest = defineFeature({
  id: 'replaceStaffRoles',
  switch: { default: true, categories: ['Media', 'Login'], needsToken: true, description: 'Replace the role lists of staff pages with sortable, filterable lists' },
  owns: [
    valueSetting('staffRoleOrder', 'select', 'alphabetical', ['Media'], 'Sort order of the staff page role lists', { values: staffRoleOrders, visible: false }),
  ],
  pages: [pages.staff],
  // Anyone may use the lists; the viewer's own data and sorts need the token (checked in run).
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'a staff member with thousands of roles', path: '/staff/{prolificStaff}' },
    { label: 'a staff member with voice roles', path: '/staff/{voiceActor}' },
  ],
};
