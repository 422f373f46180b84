/** Where the score editor runs; its code (index.tsx) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'entryScore',
  switch: { default: true, categories: ['Media', 'Login'], needsToken: true, description: 'Show your score and progress beside the list button on media pages, with editing' },
  pages: [pages.media],
  // Reading another user's private entry and every save need the script's token (spec doc 2 §6).
  needs: 'token',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'an anime Demo is watching', path: '/anime/{demoWatchingAnime}' },
    { label: 'one Demo plans to watch (no editor)', path: '/anime/{demoPlannedAnime}' },
  ],
};
