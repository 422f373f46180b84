/**
 * The not-found explanation for /anime/{id} and /manga/{id} (spec doc 3 §8: adult media hidden).
 * No switch (host-dom.md §3.2 "404 explanations" are always on). It runs on media pages to note
 * the address, and on /404, where AniList lands when it will not show that media.
 */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'mediaNotFound',
  pages: [pages.media, pages.notFound],
  needs: 'none',
  alwaysOn: true,
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  about: 'Explains why an adult anime or manga shows "not found" when adult content is off.',
  tries: [
    { label: 'an adult anime (as a guest)', path: '/anime/{adultAnime}' },
  ],
};
