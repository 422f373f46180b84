/** Where a member's custom profile CSS runs: their profile overview (spec doc 3 §2, /user/{user}). */
import { defineFeature, valueSetting } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'customCSS',
  switch: { default: false, categories: ['Profiles', 'Login'], needsToken: true, description: 'Apply custom profile CSS stored in the about text, and let you set your own' },
  owns: [
    valueSetting('customCSSValue', 'text', '', ['Profiles', 'Login'], 'Your custom profile CSS', { needsToken: true, visible: false }),
  ],
  pages: [pages.user],
  needs: 'none',
});
