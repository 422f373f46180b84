/** 'CSSdecimalPoint': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature, type FeatureDemo } from '../../core/feature';

const WHOLE_DECIMAL_SCORES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export const manifest = defineFeature({
  id: 'CSSdecimalPoint',
  switch: { default: false, categories: ['Lists'], description: 'Show ".0" on whole scores in the decimal score format' },
  // host-dom §2.4: list rows carry `.score[score="<number>"]`; in the decimal format AniList
  // prints whole scores without their ".0" (8, not 8.0), so the ten whole values get one.
  css: WHOLE_DECIMAL_SCORES.map((score) => `.medialist.POINT_10_DECIMAL .score[score="${score}"]::after`).join(', ') +
    ' { content: ".0"; }',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: "Demo's anime list (decimal scores)", path: '/user/{demo}/animelist' }] };
