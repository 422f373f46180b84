/**
 * The aniscriptsAPI protocol (docs/page-api.md): other scripts on AniList's pages ask Automail
 * through DOM events, which cross a userscript manager's sandbox where objects on `window` do
 * not. A request is a `automail:request` CustomEvent on `document` whose detail is a JSON string
 * {id, method, params}; the answer is a `automail:response` event with {id, ok, result | error}.
 * JSON strings, because a sandbox may refuse to hand objects across. Pure: no DOM here.
 */
import { GraphQlSyntaxError } from './graphqlLexer';
import { summariseDocument } from './graphqlOperations';

export const PAGE_API_VERSION = 1;
export const REQUEST_EVENT = 'automail:request';
export const RESPONSE_EVENT = 'automail:response';
/** Announced on `document` when the interface starts listening (detail: {version}). */
export const READY_EVENT = 'automail:ready';

export const PAGE_API_METHODS = ['ping', 'settings', 'titleAliases', 'query'] as const;
export type PageApiMethod = (typeof PAGE_API_METHODS)[number];

export interface PageApiRequest {
  id: string;
  method: PageApiMethod;
  params: Record<string, unknown>;
}

export type PageApiResponse =
  | { id: string; ok: true; result: unknown }
  | { id: string; ok: false; error: string };

export const PAGE_API_ERRORS = {
  badRequest: 'Bad request: send a JSON string {"id": string, "method": string, "params"?: object}',
  unknownMethod: (method: string) => `Unknown method "${method}"; known: ${PAGE_API_METHODS.join(', ')}`,
  notAQuery: 'Only GraphQL queries are offered: mutations, subscriptions and fragments on Mutation or Subscription are refused',
  notGraphQl: (why: string) => `The query is not GraphQL Automail can read, so it is refused: ${why}`,
  noQuery: 'params.query must be a GraphQL query string',
  badVariables: 'params.variables must be an object',
  busy: (perMinute: number, waitMs: number) =>
    `Busy: the page interface runs at most ${perMinute} queries a minute; try again in ${Math.max(1, Math.ceil(waitMs / 1000))} s`,
} as const;

/** Reads a request; a string is an error to answer (when the id is known) or to drop. */
export function parsePageApiRequest(detail: unknown): PageApiRequest | { id: string | null; error: string } {
  if (typeof detail !== 'string') return { id: null, error: PAGE_API_ERRORS.badRequest };
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return { id: null, error: PAGE_API_ERRORS.badRequest };
  }
  if (parsed === null || typeof parsed !== 'object') return { id: null, error: PAGE_API_ERRORS.badRequest };
  const { id, method, params } = parsed as Record<string, unknown>;
  if (typeof id !== 'string' || id === '') return { id: null, error: PAGE_API_ERRORS.badRequest };
  if (typeof method !== 'string') return { id, error: PAGE_API_ERRORS.badRequest };
  if (!(PAGE_API_METHODS as readonly string[]).includes(method)) return { id, error: PAGE_API_ERRORS.unknownMethod(method) };
  if (params !== undefined && (params === null || typeof params !== 'object' || Array.isArray(params))) return { id, error: PAGE_API_ERRORS.badRequest };
  return { id, method: method as PageApiMethod, params: (params ?? {}) as Record<string, unknown> };
}

/** The schema's root types whose fields change things or stream: no fragment may select on them. */
const REFUSED_TYPE_CONDITIONS: readonly string[] = ['Mutation', 'Subscription'];

/**
 * Why a GraphQL document is refused, or null for a document of queries only. The document is
 * read as the server reads it (src/lib/graphqlOperations.ts): every operation must be a query
 * (a shorthand `{ … }` is one) and no fragment, named or inline, may be on Mutation or
 * Subscription. A document that does not parse is refused too: what this reader cannot read,
 * it cannot vouch for.
 */
export function queryRefusal(document: string): string | null {
  let summary;
  try {
    summary = summariseDocument(document);
  } catch (error) {
    if (error instanceof GraphQlSyntaxError) return PAGE_API_ERRORS.notGraphQl(error.message);
    throw error;
  }
  if (summary.operations.some((type) => type !== 'query')) return PAGE_API_ERRORS.notAQuery;
  if (summary.typeConditions.some((type) => REFUSED_TYPE_CONDITIONS.includes(type))) return PAGE_API_ERRORS.notAQuery;
  return null;
}

/** The query method's parameters, checked. */
export function queryParams(params: Record<string, unknown>): { query: string; variables: Record<string, unknown> } | string {
  const { query, variables } = params;
  if (typeof query !== 'string' || query.trim() === '') return PAGE_API_ERRORS.noQuery;
  if (variables !== undefined && (variables === null || typeof variables !== 'object' || Array.isArray(variables))) return PAGE_API_ERRORS.badVariables;
  const refusal = queryRefusal(query);
  if (refusal !== null) return refusal;
  return { query, variables: (variables ?? {}) as Record<string, unknown> };
}

/** Settings other scripts may read: everything but the script's sign-in. */
export function publicSettings(settings: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) if (key !== 'accessToken') copy[key] = value;
  return copy;
}
