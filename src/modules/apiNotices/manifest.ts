/** 'apiNotices': always on (the spec gives it no switch), small enough that the start carries its code (start.ts). */
import { defineFeature } from '../../core/feature';
import { showApiNotices } from './start';

export const manifest = defineFeature({
  id: 'apiNotices',
  alwaysOn: true,
  pages: [],
  needs: 'none',
  start: showApiNotices,
});
