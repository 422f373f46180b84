/** Where the social page's follow counts and follow-back check run; the code is evaluated only there. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'CSSfollowCounter',
  switch: { default: true, categories: ['Profiles'], description: 'Show follower and following counts on the social page of a user' },
  pages: [pages.userSocial],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Demo's social page", path: '/user/{demo}/social' },
    { label: 'Starlight, with over 600 follows', path: '/user/Starlight/social' },
  ],
};
