/**
 * Where 'activityTimeline' runs: the media social tab (the timeline, host-dom.md §2.8) and
 * /activity/{id} (the arrows, §2.9); its code is evaluated only there.
 */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'activityTimeline',
  pages: [pages.mediaSocial, pages.activity],
  needs: 'none',
  folder: 'activityTimeline',
});
