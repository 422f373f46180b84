/**
 * `CSSfavs` ("favourites five to a row, with studio logos"). The five-a-row layout is this
 * manifest's CSS, in the page-wide style block from the first paint; the logos' 110
 * rules are drawn only on the profile pages that show favourites (host-dom.md §2.3), so the table is not
 * carried in every page's start. Code in index.ts.
 */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'CSSfavs',
  switch: { default: true, categories: ['Profiles'], description: 'Show favourites five to a row, with studio logos' },
  // host-dom §2.3: favourites are `.favourites-wrap.<kind>` grids of `.favourite` tiles. The
  // studio logos of the same switch are drawn on profiles by this folder's code.
  css: '.favourites-wrap:not(.studios):not(:empty) { display: grid !important; grid-template-columns: repeat(5, minmax(0, 1fr)) !important; }',
  pages: [pages.userFavourites],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Aoi's profile (Kyoto Animation among the favourite studios)", path: '/user/{studioFan}/' },
    { label: "Aoi's favourites", path: '/user/{studioFan}/favorites' },
  ],
};
