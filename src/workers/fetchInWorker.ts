/**
 * GraphQL requests made by the worker itself, so big responses are parsed where they are used
 * and never cross the thread boundary. The page passes a bridge (as one comlink proxy): the
 * endpoint and token it chose, and its rate budget. Every request takes a permit from the page's
 * budget first and reports the response's rate headers back, so page and worker share one budget.
 */

/** What the page passes. Over comlink every member arrives as a promise; locally as is. */
export interface FetchBridge {
  /** AniList's API endpoint (apiEndpoint() on the page); the token is sent nowhere else. */
  readonly endpoint: string | Promise<string>;
  /** The script's access token, '' when signed out. Read at each request. */
  readonly token: string | Promise<string>;
  acquirePermit(): Promise<void>;
  recordResponse(status: number, headers: Record<string, string>): void | Promise<void>;
}

export type FetchResult<T> =
  | { kind: 'ok'; data: T }
  /** `data` holds whatever part of the answer did arrive (other root fields). */
  | { kind: 'notFound'; message: string; data?: unknown }
  | { kind: 'private'; message: string }
  | { kind: 'failed'; status: number; message: string; data?: unknown }
  | { kind: 'aborted' };

/** How often a 429 answer is retried; the page's budget makes the next permit wait Retry-After. */
export const MAX_RATE_RETRIES = 3;

const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'retry-after'];

function rateHeaders(headers: Headers): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of RATE_HEADERS) {
    const value = headers.get(name);
    if (value !== null) picked[name] = value;
  }
  return picked;
}

interface ErrorItem {
  message?: unknown;
  status?: unknown;
}

function errorItems(body: unknown): ErrorItem[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((e): e is ErrorItem => typeof e === 'object' && e !== null) : [];
}

function messageOf(items: ErrorItem[], fallback: string): string {
  const first = items[0]?.message;
  return typeof first === 'string' ? first : fallback;
}

function abortedOrFailed(error: unknown, signal: AbortSignal | undefined): FetchResult<never> {
  if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) return { kind: 'aborted' };
  return { kind: 'failed', status: 0, message: error instanceof Error ? error.message : 'network error' };
}

/**
 * One GraphQL request from the worker. Never throws: every outcome is a typed result, so nothing
 * but plain data crosses comlink. A missing user is `notFound`, a private profile `private`.
 */
export async function graphqlInWorker<T>(
  bridge: FetchBridge,
  document: string,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<FetchResult<T>> {
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) return { kind: 'aborted' };
    let response: Response;
    let endpoint: string;
    try {
      await bridge.acquirePermit();
      if (signal?.aborted) return { kind: 'aborted' };
      endpoint = await bridge.endpoint;
      const token = await bridge.token;
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      response = await globalThis.fetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: document, variables }),
        signal,
      });
    } catch (error) {
      return abortedOrFailed(error, signal);
    }
    await bridge.recordResponse(response.status, rateHeaders(response.headers));
    if (response.status === 429 && attempt < MAX_RATE_RETRIES) continue;

    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (signal?.aborted) return { kind: 'aborted' };
      if (response.status === 404) return { kind: 'notFound', message: 'Not Found.' };
      return { kind: 'failed', status: response.status, message: `unreadable answer (HTTP ${response.status})` };
    }
    const errors = errorItems(body);
    const data = (body as { data?: T | null } | null)?.data ?? null;
    if (errors.some((e) => typeof e.message === 'string' && /private/i.test(e.message))) {
      return { kind: 'private', message: messageOf(errors, 'Private User') };
    }
    if (response.status === 404 || (errors.length > 0 && errors.every((e) => e.status === 404))) {
      return { kind: 'notFound', message: messageOf(errors, 'Not Found.'), data };
    }
    if (!response.ok || errors.length > 0 || data === null) {
      return { kind: 'failed', status: response.status, message: messageOf(errors, `HTTP ${response.status}`), data };
    }
    return { kind: 'ok', data };
  }
}
