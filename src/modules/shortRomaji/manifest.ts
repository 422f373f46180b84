/**
 * Title aliases on AniList's own pages: the member's aliases (the settings page's editor) and,
 * with the shortRomaji switch, the built-in short titles. Always on, but its code is not even
 * loaded on a visit without any alias. Registered under the shortRomaji id, the one switch it
 * follows (the member's own aliases apply whenever there are some). Code in index.ts.
 */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';
import { getSettings } from '../../core/settings/store';
import { readTitleAliases } from '../../core/settings/stores';

export const manifest = defineFeature({
  id: 'shortRomaji',
  switch: { default: false, categories: ['Media'], description: 'Use built-in short titles for some long romaji titles' },
  pages: [pages.anyPage],
  needs: 'none',
  alwaysOn: true,
  skip: () => !getSettings().shortRomaji && readTitleAliases().length === 0
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'an anime with a built-in short title (switch shortRomaji on)', path: '/anime/5114' },
    { label: "Demo's anime list", path: '/user/{demo}/animelist' },
  ],
};
