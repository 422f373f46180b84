/** 'relativeTimes': always on (the spec gives it no switch), small enough that the start carries its code (start.ts). */
import { defineFeature } from '../../core/feature';
import { keepTimesRelative } from './start';

export const manifest = defineFeature({
  id: 'relativeTimes',
  alwaysOn: true,
  pages: [],
  needs: 'none',
  start: keepTimesRelative,
});
