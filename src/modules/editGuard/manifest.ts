/** 'editGuard': always on (the spec gives it no switch), small enough that the start carries its code (start.ts). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';
import { guardEdits } from './start';

export const manifest = defineFeature({
  id: 'editGuard',
  alwaysOn: true,
  pages: [pages.edit],
  needs: 'none',
  start: guardEdits,
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  about: 'Asks before leaving an edit form, so a slip of the finger loses no work.',
  tries: [
    { label: 'an anime edit form', path: '/edit/anime/{firstAnime}' },
  ],
};
