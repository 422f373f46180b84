/** Where 'blockWord' runs (the home feed, host-dom.md §2.1); its code (index.ts) is evaluated only there. */
import { defineFeature, valueSetting, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'blockWord',
  switch: { default: false, categories: ['Feeds'], description: 'Hide status posts that match a word or pattern' },
  owns: [
    valueSetting('blockWordValue', 'text', 'nsfw', ['Feeds'], 'Word or pattern (case-insensitive) whose status posts are hidden'),
  ],
  pages: [pages.home],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the home feed (Settings › Apps › Feeds first)', path: '/home' }] };
