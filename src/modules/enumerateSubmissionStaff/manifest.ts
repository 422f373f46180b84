/** Where repeated staff rows are numbered: AniList's submission and edit forms. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'enumerateSubmissionStaff',
  switch: { default: true, categories: ['Script'], description: 'Number repeated staff rows in submission forms' },
  pages: [pages.edit],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'the edit form of an anime crediting a staff member twice', path: '/edit/anime/{repeatedStaffAnime}' },
  ],
};
