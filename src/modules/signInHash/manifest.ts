/** 'signInHash': always on (the spec gives it no switch), small enough that the start carries its code (start.ts). */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';
import { acceptSignInHash } from './start';

export const manifest = defineFeature({
  id: 'signInHash',
  alwaysOn: true,
  pages: [pages.accessTokenHash, pages.loginHash],
  needs: 'none',
  start: acceptSignInHash,
});
