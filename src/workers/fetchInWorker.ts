/**
 * GraphQL requests made by the worker itself, so big responses are parsed where they are used
 * and never cross the thread boundary. The request is the API client's own (src/api/client.ts:
 * headers, bearer token, permits, rate headers, 429 retries, 'Invalid token'); the page passes
 * a bridge (one comlink proxy) with what that request needs from the page: the endpoint and
 * token it chose, its rate budget, and a way to forget the token. This file only turns the
 * client's ApiResult into the sessions' FetchResult.
 */
import { request, type ApiConfig, type ApiResult, type GraphQlErrorItem } from '../api/client';

/** What the page passes. Over comlink every member arrives as a promise; locally as is. */
export interface FetchBridge {
  /** AniList's API endpoint (apiEndpoint() on the page); the token is sent nowhere else. */
  readonly endpoint: string | Promise<string>;
  /** The script's access token, '' when signed out. Read at each request. */
  readonly token: string | Promise<string>;
  acquirePermit(): Promise<void>;
  recordResponse(status: number, headers: Record<string, string>): void | Promise<void>;
  /** AniList answered 'Invalid token': the page forgets (and saves) it. */
  clearToken(): void | Promise<void>;
}

export type FetchResult<T> =
  | { kind: 'ok'; data: T }
  /** `data` holds whatever part of the answer did arrive (other root fields). */
  | { kind: 'notFound'; message: string; data?: unknown }
  | { kind: 'private'; message: string }
  | { kind: 'failed'; status: number; message: string; data?: unknown }
  | { kind: 'aborted' };

/** A retracted token is reported as this failure: the sessions have no quieter way to end. */
export const RETRACTED_STATUS = 401;
export const RETRACTED_MESSAGE = 'Invalid token';

function messageOf(errors: readonly GraphQlErrorItem[], fallback: string): string {
  return errors[0]?.message ?? fallback;
}

/** Partial data only when some arrived. */
function partial(data: unknown): { data?: unknown } {
  return data === null || data === undefined ? {} : { data };
}

function isPrivate(errors: readonly GraphQlErrorItem[]): boolean {
  return errors.some((error) => /private/i.test(error.message));
}

/** The client's outcome in the sessions' terms: a private profile is told apart from a failure. */
export function toFetchResult<T>(result: ApiResult<T>): FetchResult<T> {
  switch (result.kind) {
    case 'ok':
    case 'aborted':
      return result;
    case 'retracted':
      return { kind: 'failed', status: RETRACTED_STATUS, message: RETRACTED_MESSAGE };
    case 'notFound':
      if (isPrivate(result.errors)) return { kind: 'private', message: messageOf(result.errors, 'Private User') };
      return { kind: 'notFound', message: messageOf(result.errors, 'Not Found.'), ...partial(result.data) };
    case 'failed': {
      const { errors, status, message } = result.error;
      if (isPrivate(errors)) return { kind: 'private', message: messageOf(errors, 'Private User') };
      return { kind: 'failed', status, message, ...partial(result.data) };
    }
  }
}

/** The client's configuration for one request through this bridge. */
function bridgeConfig(bridge: FetchBridge, endpoint: string, token: string): ApiConfig {
  return {
    endpoint,
    getToken: () => token,
    clearToken: () => bridge.clearToken(),
    permits: bridge,
  };
}

/**
 * One GraphQL request from the worker, authorised when the page gave a token. Never throws:
 * every outcome is a typed result, so nothing but plain data crosses comlink.
 */
export async function graphqlInWorker<T>(
  bridge: FetchBridge,
  document: string,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<FetchResult<T>> {
  if (signal?.aborted) return { kind: 'aborted' };
  let endpoint: string;
  let token: string;
  try {
    [endpoint, token] = await Promise.all([bridge.endpoint, bridge.token]);
  } catch (error) {
    return { kind: 'failed', status: 0, message: error instanceof Error ? error.message : 'the page did not answer' };
  }
  const result = await request<T>(document, variables, { auth: true, signal, api: bridgeConfig(bridge, endpoint, token) });
  return toFetchResult(result);
}
