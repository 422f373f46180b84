/** Where the import and export tools run; their code (index.tsx) is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'moreImports',
  switch: { default: true, categories: ['Script', 'Login'], needsToken: true, description: 'Add extra import and export tools to the import settings page' },
  pages: [pages.settingsImport],
  // The sign-in is checked by the module itself: without it, it says so (spec doc 3 §5).
  needs: 'siteLogin',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'Settings › Import Lists', path: '/settings/import' }] };
