/**
 * The GraphQL client (spec doc 1 §7, host-dom.md §4): POST {query, variables} with JSON headers
 * to AniList's one endpoint, a bearer header only on authorised calls and only when a token is
 * held, answers read under `data`.
 *
 * Outcomes (the spec's callbacks, as promises):
 * - success: the data;
 * - any fetch or API error: logged with console.error, `query` gives null;
 * - HTTP 404: a normal "nothing there", null without a log;
 * - 'Invalid token': the token is cleared (and saved), 'access token retracted' is logged, and
 *   the spec says the callback is not called. Here that means: `query` and `mutate` resolve to
 *   null, nothing is cached, and `request` reports `kind: 'retracted'` so a caller that needs to
 *   tell it apart can do nothing at all;
 * - authorised mutation failure: `mutate` gives the ApiError instead of null;
 * - AniList's API is down (src/api/health.ts): nothing is sent, `request` reports `kind: 'down'`
 *   at once without a log (the user is told once by the notice), `query` gives null.
 *
 * Every request carries a Referer (AniList refuses requests without one since 2026-09): the
 * page's address, set explicitly because a Blob worker sends none by itself.
 */
import { apiEndpoint, apiReferrer } from './endpoint';
import { cacheGet, cacheSet } from './cache';
import { API_DISABLED_TEXT, type DownRefusal, type HealthOutcome } from './health';
import { acquirePagePermit, pagePermits, type HealthVerdict } from './permits';
import { REQUIRES_SIGN_IN } from '../core/messages';
import { apiConfig, type ApiConfig, type PermitSource } from './apiConfig';

export interface GraphQlErrorItem {
  message: string;
  status?: number;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  validation?: Record<string, string[]>;
}

/** A failed call. Never carries the token or request headers. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer arrived (network failure, unreadable body). */
    readonly status: number,
    readonly errors: readonly GraphQlErrorItem[] = [],
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** What one call came to; `data` of notFound/failed is whatever partial data the answer held. */
export type ApiResult<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'notFound'; data: T | null; errors: readonly GraphQlErrorItem[] }
  | { kind: 'failed'; error: ApiError; data: T | null }
  | { kind: 'retracted' }
  | { kind: 'aborted' }
  /** Not sent: AniList's API is down until at least `retryAt` (ms since epoch). */
  | { kind: 'down'; retryAt: number };

export interface RequestOptions {
  /** Send the bearer token when one is held (authorised call); without a token it goes anonymous. */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * This call's configuration instead of configureApi's. The worker passes one per page bridge:
   * a global one would let concurrent sessions (one signed in, one anonymous) read each other's
   * token, and in the page fallback it would overwrite the page's own configuration.
   */
  api?: ApiConfig;
}

export interface QueryOptions extends RequestOptions {
  /** Cache the answer in the session cache under this key ('hoh' prefix added if missing). */
  cacheKey?: string;
  /** Freshness of the cached answer in ms; omitted = never expires. */
  duration?: number;
}

/** How often a 429 answer (or a burst limiter's refusal) is retried, after its wait, before giving up. */
export const MAX_RATE_RETRIES = 3;
export const INVALID_TOKEN_MESSAGE = 'Invalid token';
export const TOKEN_RETRACTED_LOG = 'access token retracted';
/** The spec's text for a feature that needs the script's sign-in (src/core/messages.ts). */
export const NOT_SIGNED_IN_MESSAGE = REQUIRES_SIGN_IN;
/** What a call refused while the API is down says (mutate's ApiError, the worker's failure). */
export const API_DOWN_MESSAGE = "AniList's API is not answering; Automail will try again later.";

function permits(api: ApiConfig): PermitSource {
  return api.permits ?? pagePermits;
}

/**
 * A configured source is usually a comlink proxy, which cannot carry an AbortSignal: it is asked
 * without one and the abort is honoured here (the permit it may still grant goes unused).
 */
function waitForPermit(api: ApiConfig, signal?: AbortSignal): Promise<void | DownRefusal> {
  const source = api.permits;
  if (!source) return acquirePagePermit(signal);
  signal?.throwIfAborted();
  const permit = source.acquirePermit();
  if (!signal) return permit;
  return new Promise<void | DownRefusal>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    permit.then(
      (refusal) => {
        signal.removeEventListener('abort', onAbort);
        resolve(refusal);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Only the rate headers cross to the budget (possibly another thread): small and cloneable. */
function rateHeaders(headers: Headers): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'retry-after']) {
    const value = headers.get(name);
    if (value !== null) picked[name] = value;
  }
  return picked;
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

function readErrors(body: unknown): GraphQlErrorItem[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((error): GraphQlErrorItem => {
    const item = (typeof error === 'object' && error !== null ? error : {}) as Partial<GraphQlErrorItem>;
    return { ...item, message: typeof item.message === 'string' ? item.message : String(item.message) };
  });
}

/** Tells the permit source how the API fared; a source that went away costs the caller nothing. */
async function reportHealth(api: ApiConfig, outcome: HealthOutcome): Promise<HealthVerdict> {
  try {
    return await permits(api).recordHealth(outcome);
  } catch {
    return 'counted';
  }
}

/** AniList's "temporarily disabled" answer: a 403 whose text says so (GraphQL-shaped JSON or plain). */
function isDisabledAnswer(status: number, text: string): boolean {
  return status === 403 && text.includes(API_DISABLED_TEXT);
}

function healthOf(status: number, text: string): HealthOutcome {
  if (isDisabledAnswer(status, text)) return 'disabled';
  return status >= 500 ? 'serverError' : 'ok';
}

function fail<T>(message: string, status: number, errors: GraphQlErrorItem[], data: T | null): ApiResult<T> {
  // The message comes from the server or from us; neither ever contains the token.
  console.error(`Automail: API error (${status || 'no answer'}): ${message}`);
  return { kind: 'failed', error: new ApiError(message, status, errors), data };
}

/** One call with every outcome spelled out; `query` and `mutate` are built on it. */
export async function request<T>(
  document: string,
  variables: object = {},
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const { signal } = options;
  const api = options.api ?? apiConfig();
  const endpoint = api.endpoint ?? apiEndpoint();
  const referrer = api.referrer ?? apiReferrer();
  for (let attempt = 0; ; attempt += 1) {
    let refusal: void | DownRefusal;
    try {
      refusal = await waitForPermit(api, signal);
    } catch (error) {
      if (isAbort(error, signal)) return { kind: 'aborted' };
      return fail<T>(error instanceof Error ? error.message : 'rate budget unavailable', 0, [], null);
    }
    if (refusal) return { kind: 'down', retryAt: refusal.retryAt };
    const token = options.auth ? api.getToken() : '';
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    // This is the only place the token is sent, and `endpoint` is always AniList's API (or the
    // simulator standing in for it on its own origin), as the page's apiEndpoint() chose it.
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    let text: string;
    try {
      // Looked up at call time: tests and the simulator harness replace fetch. The referrer is
      // set explicitly and its policy too: a Blob worker sends none by itself, and the page's
      // own policy must not strip it (the origin is all that goes cross-origin).
      response = await globalThis.fetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: document, variables }),
        referrer,
        referrerPolicy: 'strict-origin-when-cross-origin',
        signal,
      });
    } catch (error) {
      if (isAbort(error, signal)) return { kind: 'aborted' };
      if ((await reportHealth(api, 'networkError')) === 'rateLimited' && attempt < MAX_RATE_RETRIES) continue;
      return fail<T>(error instanceof Error ? error.message : 'network error', 0, [], null);
    }
    try {
      await permits(api).recordResponse(response.status, rateHeaders(response.headers));
    } catch {
      // A proxied budget that went away must not cost the caller an answer that already arrived.
    }
    if (response.status === 429 && attempt < MAX_RATE_RETRIES) {
      await reportHealth(api, 'ok');
      await response.body?.cancel().catch(() => undefined);
      continue; // the next permit waits out Retry-After
    }
    try {
      text = await response.text();
    } catch (error) {
      if (isAbort(error, signal)) return { kind: 'aborted' };
      // The answer broke off: as good as no answer.
      if ((await reportHealth(api, 'networkError')) === 'rateLimited' && attempt < MAX_RATE_RETRIES) continue;
      return fail<T>(`unreadable answer (HTTP ${response.status})`, response.status, [], null);
    }
    await reportHealth(api, healthOf(response.status, text));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      if (response.status === 404) return { kind: 'notFound', data: null, errors: [] };
      if (isDisabledAnswer(response.status, text)) return fail<T>(text.trim(), response.status, [], null);
      return fail<T>(`unreadable answer (HTTP ${response.status})`, response.status, [], null);
    }

    const errors = readErrors(body);
    const data = ((body as { data?: T | null } | null)?.data ?? null) as T | null;
    if (token && errors.some((error) => error.message === INVALID_TOKEN_MESSAGE)) {
      try {
        await api.clearToken();
      } catch {
        // A page that went away has no token left to clear.
      }
      console.log(TOKEN_RETRACTED_LOG);
      return { kind: 'retracted' };
    }
    if (response.status === 404 || (errors.length > 0 && errors.every((error) => error.status === 404))) {
      return { kind: 'notFound', data, errors };
    }
    if (!response.ok || errors.length > 0 || data === null) {
      const message = errors[0]?.message ?? (response.ok ? 'answer without data' : `HTTP ${response.status}`);
      return fail(message, response.status, errors, data);
    }
    return { kind: 'ok', data };
  }
}

/**
 * A query; null on any failure (see the file comment). With `cacheKey`, a fresh cached answer
 * is returned without a request, and a successful answer is cached for `duration` ms.
 */
export async function query<T>(document: string, variables?: object, options: QueryOptions = {}): Promise<T | null> {
  const { cacheKey, duration } = options;
  if (cacheKey) {
    const cached = cacheGet<T>(cacheKey);
    if (cached !== undefined) return cached;
  }
  const result = await request<T>(document, variables, options);
  if (result.kind !== 'ok') return null;
  if (cacheKey) cacheSet(cacheKey, result.data, duration);
  return result.data;
}

/**
 * An authorised mutation. Resolves to the data, to an ApiError when it failed (404 included),
 * or to null when the caller must do nothing: the token was just retracted, or `signal` aborted.
 * Without a token no request is made and an ApiError (status 401) is returned.
 */
export async function mutate<T>(
  document: string,
  variables?: object,
  options: { signal?: AbortSignal } = {},
): Promise<T | ApiError | null> {
  if (!apiConfig().getToken()) return new ApiError(NOT_SIGNED_IN_MESSAGE, 401);
  const result = await request<T>(document, variables, { auth: true, signal: options.signal });
  switch (result.kind) {
    case 'ok':
      return result.data;
    case 'failed':
      return result.error;
    case 'notFound':
      return new ApiError('Not Found.', 404);
    case 'down':
      return new ApiError(API_DOWN_MESSAGE, 0);
    case 'retracted':
    case 'aborted':
      return null;
  }
}
