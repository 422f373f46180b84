/**
 * 'colourPicker': an editor of AniList's theme colours in the footer of every page. The colours
 * chosen are applied by the style block from the first paint (core/styles.ts); the footer's
 * disclosure is plain DOM the start carries (start.ts), the form a chunk (colourPickerEditor).
 */
import { defineFeature, valueSetting, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';
import { showColourPicker } from './start';

export const manifest = defineFeature({
  id: 'colourPicker',
  switch: { default: true, categories: ['Script'], description: 'Add a theme colour editor to the footer' },
  owns: [
    valueSetting('colourSettings', 'text', {}, ['Script'], 'Theme colour overrides of the footer colour editor', { visible: false }),
  ],
  pages: [pages.anyPage],
  needs: 'none',
  start: showColourPicker,
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the footer of any page', path: '/home' }] };
