// Every type's field resolvers in one map, looked up by the executor's field resolver.

import type { ResolverMap } from '../context.ts';
import { mediaResolvers } from './media.ts';
import { userResolvers } from './users.ts';
import { listResolvers } from './lists.ts';
import { socialResolvers } from './social.ts';
import { peopleResolvers } from './people.ts';
import { rootResolvers } from './root.ts';

export const resolvers: ResolverMap = {
  ...mediaResolvers,
  ...userResolvers,
  ...listResolvers,
  ...socialResolvers,
  ...peopleResolvers,
  ...rootResolvers,
};

export { typenameOf } from './social.ts';
