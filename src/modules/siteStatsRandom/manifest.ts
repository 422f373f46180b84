/**
 * The site-stats page's random picks and 'Current Activity' block (spec doc 3 §2 "section headings
 * into random links", §7 "Random picks", §9). No switch: host-dom.md §3.2 lists "`/site-stats`
 * random buttons" among the always-on behaviour, and §2.22 places the headings and the block on
 * /site-stats (the spec's "browse page").
 */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'siteStatsRandom',
  pages: [pages.siteStats],
  needs: 'none',
  alwaysOn: true,
});
