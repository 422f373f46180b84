/**
 * Where 'activityTimeline' runs: the media social tab (the timeline, host-dom.md §2.8) and
 * /activity/{id} (the arrows, §2.9); its code is evaluated only there.
 */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'activityTimeline',
  switch: { default: true, categories: ['Media'], description: 'Show your own activity timeline on the social tab of media pages, and previous/next arrows on activity pages' },
  pages: [pages.mediaSocial, pages.activity],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Demo's timeline on an anime", path: '{timelineMedia}social' },
    { label: "Demo's latest activity, with arrows", path: '/activity/{demoLatestActivity}' },
  ],
};
