/** 'CSSsmileyScore': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature, type FeatureDemo } from '../../core/feature';

/** Smiley icon → the site colour variable it is drawn in. */
const SMILEY_COLOURS = [['smile', 'green'], ['meh', 'orange'], ['frown', 'red']] as const;

export const manifest = defineFeature({
  id: 'CSSsmileyScore',
  switch: { default: true, categories: ['Lists'], description: 'Colour the smiley score icons' },
  // host-dom §1.5, §2.4, §2.8: smiley scores are Font Awesome SVGs with `data-icon`
  // smile/meh/frown, drawn in currentColor, in list score cells and media social follow rows.
  css: SMILEY_COLOURS.map(([icon, colour]) =>
    `.medialist .score [data-icon="${icon}"], .following .follow [data-icon="${icon}"] { color: rgb(var(--color-${colour})); }`,
  ).join('\n'),
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'an anime list scored in smileys', path: '/user/{smileyScorer}/animelist' }] };
