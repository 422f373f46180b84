/**
 * Where 'termsFeed' runs: the terms page (host-dom.md §2.19). It runs for everyone: without the
 * script's sign-in it says so there (spec doc 3 §6). Its code (index.tsx) is evaluated only there.
 */
import { defineFeature, optionSwitch, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'termsFeed',
  switch: { default: false, categories: ['Feeds', 'Login'], needsToken: true, description: 'Show a lightweight feed of your own on the terms page' },
  owns: [
    optionSwitch('termsFeedNoImages', false, ['Feeds', 'Login'], 'Show that terms-page feed without images', { needsToken: true }),
  ],
  pages: [pages.terms],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'the terms page (switch it on in Settings › Apps › Feeds first)', path: '/terms' }] };
