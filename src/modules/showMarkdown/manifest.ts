/** Where the markdown toggle runs; its code (index.tsx) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'showMarkdown',
  switch: { default: true, categories: ['Feeds'], description: 'Add a "</>" toggle that shows the raw markdown of a single activity' },
  pages: [pages.activity],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "one of Mallory's posts (hostile source, shown as text)", path: '/activity/{hostilePost}' },
  ],
};
