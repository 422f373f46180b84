/** Where the social page's follow counts and follow-back check run; the code is evaluated only there. */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'CSSfollowCounter',
  switch: { default: true, categories: ['Profiles'], description: 'Show follower and following counts on the social page of a user' },
  pages: [pages.userSocial],
  needs: 'none',
});
