/** 'homeLinkFixes': always on (the spec gives it no switch), small enough that the start carries its code (start.ts). */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';
import { fixHomeLinks } from './start';

export const manifest = defineFeature({
  id: 'homeLinkFixes',
  alwaysOn: true,
  pages: [pages.home],
  needs: 'none',
  start: fixHomeLinks,
});
