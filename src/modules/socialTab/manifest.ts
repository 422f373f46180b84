/** Where 'socialTab' runs: the media social subpage (host-dom.md §2.8); its code is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'socialTab',
  switch: { default: true, categories: ['Media'], description: 'On the social tab of media pages, show follower score averages, progress, notes, rewatch marks and status counters with filters' },
  pages: [pages.mediaSocial],
  // The follow rows exist only for a site member; the feed also needs the script's token (checked inside).
  needs: 'siteLogin',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'an anime followed in every score format', path: '{socialTabMedia}social' }] };
