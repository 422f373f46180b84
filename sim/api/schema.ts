// AniList's schema (the project's copy, sim/schema.graphql), built once per process.

import { readFileSync } from 'node:fs';
import { URL as NodeUrl } from 'node:url';
import { buildSchema, type GraphQLSchema } from 'graphql';

let cached: GraphQLSchema | null = null;

export function anilistSchema(): GraphQLSchema {
  if (!cached) {
    // node's URL: under jsdom (page tests) the global URL is jsdom's, which node:fs rejects.
    const text = readFileSync(new NodeUrl('../schema.graphql', import.meta.url), 'utf8');
    cached = buildSchema(text);
  }
  return cached;
}
