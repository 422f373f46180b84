/** Where 'socialTab' runs: the media social subpage (host-dom.md §2.8); its code is evaluated only there. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'socialTab',
  switch: { default: true, categories: ['Media'], description: 'On the social tab of media pages, show follower score averages, progress, notes, rewatch marks and status counters with filters' },
  pages: [pages.mediaSocial],
  // The follow rows exist only for a site member; the feed also needs the script's token (checked inside).
  needs: 'siteLogin',
});
