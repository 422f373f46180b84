/** Where the rebuilt in-progress preview runs; its code (index.tsx) is evaluated only there. */
import { defineFeature, settingsHeading, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'betterListPreview',
  switch: { default: false, categories: ['Lists', 'Login'], needsToken: true, description: 'Replace the anime in-progress preview on the home page with one that knows airing times, with a +1 progress button' },
  heading: settingsHeading('homeListPreview', ['Lists'], 'Home page in-progress preview'),
  pages: [pages.home],
  // Reading the viewer's list and saving progress need the script's sign-in (spec doc 3 §6);
  // without it AniList's own preview stays.
  needs: 'token',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the home page', path: '/home' }] };
