/**
 * Where the compare page runs (and, on other members' profiles, its Compatibility button); its
 * code (index.tsx) is evaluated only there.
 */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'comparissionPage',
  pages: [pages.userListCompare, pages.user],
  needs: 'none',
  folder: 'comparePage',
  // On a profile it is only the Compatibility button: for a visitor signed in to AniList, on
  // someone else's profile. Elsewhere on profiles its code is not loaded at all.
  skip: (ctx) => ctx.page === pages.user.name && (!ctx.user || ctx.user.name.toLowerCase() === ctx.params.user?.toLowerCase()),
});
