/** Where the staff page's role lists run; the code (index.tsx) is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'replaceStaffRoles',
  pages: [pages.staff],
  // Anyone may use the lists; the viewer's own data and sorts need the token (checked in run).
  needs: 'none',
  folder: 'staffRoles',
});
