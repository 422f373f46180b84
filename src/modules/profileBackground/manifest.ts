/** Where a member's profile background shows: their profile overview (spec doc 3 §2, /user/{user}). */
import { defineFeature, valueSetting, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'profileBackground',
  switch: { default: true, categories: ['Profiles', 'Login'], needsToken: true, description: 'Show profile backgrounds stored in the about text, and let you set your own' },
  owns: [
    valueSetting('profileBackgroundValue', 'text', 'inherit', ['Profiles', 'Login'], 'Your profile background (any CSS background value)', { needsToken: true, visible: false }),
  ],
  pages: [pages.user],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Sakuya's profile (valid JSON)", path: '/user/{validProfile}/' },
    { label: "Mallory's profile (a background from another host, dropped)", path: '/user/{hostile}/' },
  ],
};
