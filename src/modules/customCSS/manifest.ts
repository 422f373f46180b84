/** Where a member's custom profile CSS runs: their profile overview (spec doc 3 §2, /user/{user}). */
import { defineFeature, valueSetting, type FeatureDemo } from '../../core/feature';
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

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Sakuya's profile (valid CSS)", path: '/user/{validProfile}/' },
    { label: "Mallory's profile (hostile CSS, mostly dropped)", path: '/user/{hostile}/' },
    { label: "Tanuki's profile (invalid JSON: a console warning)", path: '/user/{invalidProfile}/' },
  ],
};
