/**
 * Status dots on a media's relations and recommendations. No switch: the original draws them
 * whenever the script holds a token (host-dom.md §3.2 "Always-on behaviour"), so this is an
 * always-on job that needs the token.
 */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'relationStatusDots',
  pages: [pages.media],
  needs: 'token',
  alwaysOn: true,
});
