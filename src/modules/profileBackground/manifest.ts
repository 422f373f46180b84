/** Where a member's profile background shows: their profile overview (spec doc 3 §2, /user/{user}). */
import { defineFeature, valueSetting } from '../../core/feature';
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
