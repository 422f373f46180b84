/**
 * The not-found explanations for /user/{name} and /user/{name}/submissions (spec doc 3 §2, §8).
 * No switch (like mediaNotFound: host-dom.md §3.2 "404 explanations" are always on). It runs on
 * /user/… pages to note the address, and on /404, where AniList lands when it will not show them.
 */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'userNotFound',
  pages: [pages.userAny, pages.notFound],
  needs: 'none',
  alwaysOn: true,
});
