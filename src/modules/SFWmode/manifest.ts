/**
 * Safe-for-work mode (spec doc 1 §6, doc 3 §6), the whole switch: the title on every page, the
 * feed dimming on the feed pages, the censored covers on media pages. The specific pages come
 * first so that moving between them starts the visit afresh (core/pages.ts `anyPage`).
 */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'SFWmode',
  switch: { default: false, categories: ['Script', 'NewlyAdded'], description: 'Safe-for-work mode: subdued presentation without profile styling, embeds or media covers with blocked tags' },
  pages: [pages.home, pages.social, pages.user, pages.media, pages.anyPage],
  needs: 'none',
});
