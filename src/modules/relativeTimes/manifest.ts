/** 'relativeTimes': always on (the spec gives it no switch), small enough that the start carries its code (start.ts). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { keepTimesRelative } from './start';

export const manifest = defineFeature({
  id: 'relativeTimes',
  alwaysOn: true,
  pages: [],
  needs: 'none',
  start: keepTimesRelative,
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  about: 'Keeps the script\'s relative times ("3 minutes ago") current on every page.',
  tries: [
    { label: 'the home feed', path: '/home' },
  ],
};
