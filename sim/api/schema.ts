// AniList's schema (the project's copy, sim/schema.graphql), built once per process.

import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLSchema } from 'graphql';

let cached: GraphQLSchema | null = null;

export function anilistSchema(): GraphQLSchema {
  if (!cached) {
    const text = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');
    cached = buildSchema(text);
  }
  return cached;
}
