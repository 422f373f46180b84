/** 'CSSdecimalPoint': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature } from '../../core/feature';

const WHOLE_DECIMAL_SCORES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export const manifest = defineFeature({
  id: 'CSSdecimalPoint',
  switch: { default: false, categories: ['Lists'], description: 'Show ".0" on whole scores in the decimal score format' },
  // host-dom §2.4: list rows carry `.score[score="<number>"]`; in the decimal format AniList
  // prints whole scores without their ".0" (8, not 8.0), so the ten whole values get one.
  css: WHOLE_DECIMAL_SCORES.map((score) => `.medialist.POINT_10_DECIMAL .score[score="${score}"]::after`).join(', ') +
    ' { content: ".0"; }',
});
