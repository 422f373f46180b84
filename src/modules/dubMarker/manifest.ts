/** The dub marker in the anime sidebar; code in index.tsx. */
import { defineFeature, valueSetting, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';
import { dubLanguages } from '../../core/settings/types';

export const manifest = defineFeature({
  id: 'dubMarker',
  switch: { default: false, categories: ['Media'], description: 'Note in the sidebar when the main cast has voice actors in the chosen language' },
  owns: [
    valueSetting('dubMarkerLanguage', 'select', 'English', ['Media'], 'Language for the dub marker', { values: dubLanguages }),
  ],
  pages: [pages.media],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'an anime with an English dub', path: '/anime/{dubbedAnime}' },
    { label: 'one without', path: '/anime/{undubbedAnime}' },
  ],
};
