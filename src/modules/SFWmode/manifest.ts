/**
 * Safe-for-work mode (spec doc 1 §6, doc 3 §6), the whole switch: the title on every page, the
 * feed dimming on the feed pages, the censored covers on media pages. The specific pages come
 * first so that moving between them starts the visit afresh (core/pages.ts `anyPage`).
 */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'SFWmode',
  switch: { default: false, categories: ['Script', 'NewlyAdded'], description: 'Safe-for-work mode: subdued presentation without profile styling, embeds or media covers with blocked tags' },
  pages: [pages.home, pages.social, pages.user, pages.media, pages.anyPage],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'the home feed (turn on safe-for-work mode first)', path: '/home' },
    { label: 'the global feed', path: '/social' },
    { label: 'an anime tagged Gore', path: '/anime/{goreAnime}' },
  ],
};
