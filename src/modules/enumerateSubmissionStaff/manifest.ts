/** Where repeated staff rows are numbered: AniList's submission and edit forms. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'enumerateSubmissionStaff',
  switch: { default: true, categories: ['Script'], description: 'Number repeated staff rows in submission forms' },
  pages: [pages.edit],
  needs: 'none',
});
