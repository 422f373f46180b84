/**
 * Where the API client gets its token from: the page's settings (configured by main.ts at start)
 * or, in the worker, the page's token proxy. Kept apart from the client (src/api/client.ts) so the
 * start can wire the token without carrying the client: the client is code the page evaluates only
 * where a module first asks AniList something, and it reads this same configuration then.
 */
import type { DownRefusal, HealthOutcome } from './health';
import type { HealthVerdict } from './permits';

/**
 * Where permits come from: this page's budget, or (in the worker) a comlink proxy of it. The
 * client never hands a signal to a configured source (see the client's waitForPermit).
 */
export interface PermitSource {
  /** Resolves when the request may go, or to a refusal while the API is down. */
  acquirePermit(): Promise<void | DownRefusal>;
  recordResponse(status: number, headers: Record<string, string>): void | Promise<void>;
  /** What the answer (or its absence) says about the API's health. */
  recordHealth(outcome: HealthOutcome): HealthVerdict | Promise<HealthVerdict>;
}

export interface ApiConfig {
  /** The stored access token, '' when signed out. */
  getToken(): string;
  /**
   * Forgets the token and saves that. The worker's is a call to the page, awaited so the token
   * is gone before the caller hears the answer.
   */
  clearToken(): void | Promise<void>;
  /** Defaults to this thread's budget (the page). */
  permits?: PermitSource;
  /**
   * Where requests go; defaults to apiEndpoint() of this thread. The worker passes the page's,
   * so the token only ever goes where the page would send it.
   */
  endpoint?: string;
  /** The Referer to send; defaults to apiReferrer() of this thread. The worker passes the page's address. */
  referrer?: string;
}

const noToken: ApiConfig = { getToken: () => '', clearToken: () => undefined };
let config: ApiConfig = noToken;

/** Wires the client to the settings (main.ts) or to the worker's token and permit proxy. */
export function configureApi(next: ApiConfig): void {
  config = next;
}

/** The configuration requests use unless a call brings its own. */
export function apiConfig(): ApiConfig {
  return config;
}

/** Forgets the page's token as configured (the worker's 'Invalid token' answers end here). */
export function clearToken(): void | Promise<void> {
  return config.clearToken();
}

/** True when a token is held (authorised calls will carry it). */
export function hasToken(): boolean {
  return config.getToken() !== '';
}

/** For tests: back to no token (and so to the page's own budget). */
export function resetApiForTests(): void {
  config = noToken;
}
