/** Where the character favourite counts and roles list run: character pages and the character search results. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'characterFavouriteCount',
  switch: { default: true, categories: ['Media'], description: 'Show favourite counts and the voice-actor language view on character pages' },
  pages: [pages.character, pages.search],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'character search', path: '/search/characters' },
    { label: 'a character in several media', path: '/character/{sharedCharacter}' },
  ],
};
