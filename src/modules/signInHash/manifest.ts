/** 'signInHash': always on (the spec gives it no switch), small enough that the start carries its code (start.ts). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';
import { acceptSignInHash } from './start';

export const manifest = defineFeature({
  id: 'signInHash',
  alwaysOn: true,
  pages: [pages.accessTokenHash, pages.loginHash],
  needs: 'none',
  start: acceptSignInHash,
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  about: "Signs the script in through AniList's implicit grant and takes the token from the address.",
  tries: [
    { label: 'start the sign-in', path: '/home#aniscripts-login' },
  ],
};
