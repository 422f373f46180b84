// What every resolver gets: the world and who is asking.

import type { GraphQLResolveInfo } from 'graphql';
import type { User, World } from '../world/types.ts';
import { unauthorized } from './errors.ts';

export interface ApiContext {
  world: World;
  /** the user the bearer token belongs to; null for anonymous requests */
  viewer: User | null;
  /** unix seconds of this request */
  now: number;
}

// Sources are the world's plain entities (or small view objects); args are whatever the schema
// allows, already coerced by graphql-js, read through the typed readers of ./args.ts.
export type Args = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Resolver<S = any> = (source: S, args: Args, ctx: ApiContext, info: GraphQLResolveInfo) => unknown;
export type TypeResolvers = Record<string, Resolver>;
export type ResolverMap = Record<string, TypeResolvers>;

export function requireViewer(ctx: ApiContext): User {
  if (!ctx.viewer) throw unauthorized();
  return ctx.viewer;
}
