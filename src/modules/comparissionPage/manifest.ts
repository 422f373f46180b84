/**
 * Where the compare page runs (and, on other members' profiles, its Compatibility button); its
 * code (index.tsx) is evaluated only there.
 */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'comparissionPage',
  switch: { default: true, categories: ['Lists'], description: 'Replace the list comparison page with a multi-user comparison table, and add a Compatibility button to other members\' profiles' },
  pages: [pages.userListCompare, pages.user],
  needs: 'none',
  // On a profile it is only the Compatibility button: for a visitor signed in to AniList, on
  // someone else's profile. Elsewhere on profiles its code is not loaded at all.
  skip: (ctx) => ctx.page === pages.user.name && (!ctx.user || ctx.user.name.toLowerCase() === ctx.params.user?.toLowerCase())
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'Aoi, Demo and Kirin', path: '/user/Aoi/animelist/compare?users=Aoi,{demo},Kirin' },
    { label: 'with Wasabi, who blocked Demo', path: '/user/Aoi/animelist/compare?users=Aoi,{blocker}' },
    { label: "with Hidden's private list", path: '/user/Aoi/mangalist/compare?users=Aoi,{private}' },
    { label: "the Compatibility button on Aoi's profile", path: '/user/Aoi/' },
  ],
};
