/**
 * GraphQL requests made by the worker itself, so big responses are parsed where they are used
 * and never cross the thread boundary. The request is the API client's own (src/api/client.ts:
 * headers, Referer, bearer token, permits, rate headers, 429 retries, 'Invalid token', the
 * API's health); the page passes a bridge (one comlink proxy) with what that request needs from
 * the page: the endpoint, Referer and token it chose, its rate budget and health state, and a
 * way to forget the token. This file only turns the client's ApiResult into the sessions'
 * FetchResult.
 */
import type { ApiConfig } from '../api/apiConfig';
import { API_DOWN_MESSAGE, request, type ApiResult, type GraphQlErrorItem } from '../api/client';
import type { DownRefusal, HealthOutcome } from '../api/health';
import type { HealthVerdict } from '../api/permits';

/** What the page passes. Over comlink every member arrives as a promise; locally as is. */
export interface FetchBridge {
  /** AniList's API endpoint (apiEndpoint() on the page); the token is sent nowhere else. */
  readonly endpoint: string | Promise<string>;
  /**
   * The page's address, sent as the Referer: a Blob worker sends none by itself, and AniList
   * refuses requests without one. Same-origin with the worker, so fetch accepts it.
   */
  readonly referrer: string | Promise<string>;
  /** The script's access token, '' when signed out. Read at each request. */
  readonly token: string | Promise<string>;
  /** The page's gate: a refusal while AniList's API is down (shared with the page and other tabs). */
  acquirePermit(): Promise<void | DownRefusal>;
  recordResponse(status: number, headers: Record<string, string>): void | Promise<void>;
  recordHealth(outcome: HealthOutcome): HealthVerdict | Promise<HealthVerdict>;
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
    case 'down':
      return { kind: 'failed', status: 0, message: API_DOWN_MESSAGE };
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
function bridgeConfig(bridge: FetchBridge, endpoint: string, referrer: string, token: string): ApiConfig {
  return {
    endpoint,
    referrer,
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
  let referrer: string;
  let token: string;
  try {
    [endpoint, referrer, token] = await Promise.all([bridge.endpoint, bridge.referrer, bridge.token]);
  } catch (error) {
    return { kind: 'failed', status: 0, message: error instanceof Error ? error.message : 'the page did not answer' };
  }
  const result = await request<T>(document, variables, { auth: true, signal, api: bridgeConfig(bridge, endpoint, referrer, token) });
  return toFetchResult(result);
}
