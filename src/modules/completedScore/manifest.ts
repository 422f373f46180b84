/** Where 'completedScore' runs: the activity feeds (home, /social, profiles, the media social tab). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'completedScore',
  switch: { default: true, categories: ['Feeds'], description: 'Show the score after "completed" list activities in feeds' },
  pages: [pages.home, pages.social, pages.user, pages.mediaSocial],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'the home feed (Settings › Apps › Feeds first)', path: '/home' },
    { label: 'the global feed', path: '/social' },
  ],
};
