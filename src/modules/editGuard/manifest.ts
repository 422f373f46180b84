/** 'editGuard': always on (the spec gives it no switch), small enough that the start carries its code (start.ts). */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';
import { guardEdits } from './start';

export const manifest = defineFeature({
  id: 'editGuard',
  alwaysOn: true,
  pages: [pages.edit],
  needs: 'none',
  start: guardEdits,
});
