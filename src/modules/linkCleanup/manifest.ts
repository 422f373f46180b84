/** 'linkCleanup': always on (the spec gives it no switch), small enough that the start carries its code (start.ts). */
import { defineFeature } from '../../core/feature';
import { replaceBlockedLinks } from './start';

export const manifest = defineFeature({
  id: 'linkCleanup',
  alwaysOn: true,
  pages: [],
  needs: 'none',
  start: replaceBlockedLinks,
});
