/** The dub marker in the anime sidebar; code in index.tsx. */
import { defineFeature, valueSetting } from '../../core/feature';
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
