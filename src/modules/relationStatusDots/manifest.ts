/**
 * Status dots on a media's relations and recommendations. No switch: the original draws them
 * whenever the script holds a token (host-dom.md §3.2 "Always-on behaviour"), so this is an
 * always-on job that needs the token.
 */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'relationStatusDots',
  pages: [pages.media],
  needs: 'token',
  alwaysOn: true,
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  about: "Dots in the status colours on a media's relations and recommendations that are on your list (signed in with the script).",
  tries: [
    { label: "an anime with relations and recommendations on Demo's list", path: '/anime/{listedNeighboursAnime}' },
  ],
};
