// One GraphQL request against the world, answered the way AniList answers: validation errors
// as HTTP 400 with graphql-js's messages, runtime errors with their own status, and the HTTP
// status taken from the first error.

import {
  execute, GraphQLError, parse, validate, type DocumentNode, type GraphQLFieldResolver, type GraphQLTypeResolver,
} from 'graphql';
import type { World } from '../world/types.ts';
import type { ApiContext } from './context.ts';
import { ApiError, invalidToken } from './errors.ts';
import { anilistSchema } from './schema.ts';
import { resolvers, typenameOf } from './resolvers/index.ts';

export interface GraphqlRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface AniListError {
  message: string;
  status: number;
  locations?: { line: number; column: number }[];
  validation?: Record<string, string[]>;
}

export interface GraphqlAnswer {
  status: number;
  body: { data: unknown; errors?: AniListError[] };
}

/** "Bearer abc" → "abc"; anything else → null */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1] : null;
}

const fieldResolver: GraphQLFieldResolver<unknown, ApiContext> = (source, args, ctx, info) => {
  const own = resolvers[info.parentType.name]?.[info.fieldName];
  if (own) return own(source, args, ctx, info);
  if (info.parentType.name === 'Mutation') {
    throw new ApiError(`${info.fieldName} is not available in the simulator`, 501);
  }
  if (typeof source !== 'object' || source === null) return null;
  const value = (source as Record<string, unknown>)[info.fieldName];
  return typeof value === 'function' ? value.call(source, args, ctx, info) : value;
};

const typeResolver: GraphQLTypeResolver<unknown, ApiContext> = (value) => typenameOf(value);

function toAniListError(error: GraphQLError, fallbackStatus: number): AniListError {
  const original = error.originalError;
  const status = original instanceof ApiError ? original.status : fallbackStatus;
  const out: AniListError = { message: error.message, status };
  if (error.locations) out.locations = error.locations.map(({ line, column }) => ({ line, column }));
  if (original instanceof ApiError && original.validation) out.validation = original.validation;
  return out;
}

function badRequest(errors: readonly GraphQLError[]): GraphqlAnswer {
  return { status: 400, body: { errors: errors.map((e) => toAniListError(e, 400)), data: null } };
}

export async function executeGraphql(world: World, request: GraphqlRequest, authorization: string | undefined): Promise<GraphqlAnswer> {
  const token = bearerToken(authorization);
  const viewer = token ? world.getUserByToken(token) : undefined;
  if (token && !viewer) {
    const e = invalidToken();
    return { status: e.status, body: { errors: [{ message: e.message, status: e.status }], data: null } };
  }
  if (typeof request.query !== 'string' || request.query.trim() === '') {
    return { status: 400, body: { errors: [{ message: 'Must provide query string.', status: 400 }], data: null } };
  }
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (error) {
    if (error instanceof GraphQLError) return badRequest([error]);
    throw error;
  }
  const schema = anilistSchema();
  const validationErrors = validate(schema, document);
  if (validationErrors.length > 0) return badRequest(validationErrors);

  const variables = request.variables && typeof request.variables === 'object' ? (request.variables as Record<string, unknown>) : undefined;
  const ctx: ApiContext = { world, viewer: viewer ?? null, now: Math.floor(Date.now() / 1000) };
  const result = await execute({
    schema,
    document,
    contextValue: ctx,
    variableValues: variables,
    operationName: typeof request.operationName === 'string' ? request.operationName : undefined,
    fieldResolver,
    typeResolver,
  });
  if (!result.errors || result.errors.length === 0) return { status: 200, body: { data: result.data ?? null } };
  // Errors before execution (bad variables, unknown operation) come without data: a bad request.
  const fallback = result.data === undefined ? 400 : 500;
  const errors = result.errors.map((e) => toAniListError(e, fallback));
  return { status: errors[0].status, body: { errors, data: result.data ?? null } };
}
