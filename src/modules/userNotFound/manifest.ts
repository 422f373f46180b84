/**
 * The not-found explanations for /user/{name} and /user/{name}/submissions (spec doc 3 §2, §8).
 * No switch (like mediaNotFound: host-dom.md §3.2 "404 explanations" are always on). It runs on
 * /user/… pages to note the address, and on /404, where AniList lands when it will not show them.
 */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'userNotFound',
  pages: [pages.userAny, pages.notFound],
  needs: 'none',
  alwaysOn: true,
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  about: 'Explains why a profile shows "not found": a member who blocked you, a private or missing profile, the reserved name, a denied submission.',
  tries: [
    { label: "Hidden's private profile", path: '/user/{private}/' },
    { label: 'a name nobody has', path: '/user/NoSuchMember/' },
    { label: "Wasabi's profile (signed in as Demo, who is blocked)", path: '/user/{blocker}/' },
    { label: "Wasabi's submissions (as Demo)", path: '/user/{blocker}/submissions' },
  ],
};
