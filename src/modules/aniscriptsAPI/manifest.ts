/** The programming interface for other scripts on the page (docs/page-api.md); code in index.tsx. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'aniscriptsAPI',
  switch: { default: false, categories: ['Script', 'Login'], needsToken: true, description: 'Offer a programming interface to other scripts on the page' },
  pages: [pages.anyPage],
  needs: 'token',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "any page (try document.dispatchEvent(new CustomEvent('automail:request', {detail: JSON.stringify({id: '1', method: 'ping'})})) in the console)", path: '/home' },
  ],
};
