// AniList's API as it fails in 2026 (host-dom-2026.md, "API facts 2026"): a request without a
// Referer is refused with a 403 whose body says the API is disabled, real outages answer with the
// same 403 (or 5xx, or nothing at all), and both recover without anyone doing anything.

/**
 * The sentence AniList answers with. Seen verbatim in 2024-11, 2026-04/05/08 outages and for the
 * no-Referer refusal since 2026-09 (some outages append "Please check the announcements channel…").
 */
export const API_DISABLED_MESSAGE = 'The AniList API has been temporarily disabled due to severe stability issues.';

/**
 * The body of that 403. Every report that shows the raw answer (5rahim/seanime #155, gqgs/3x3-generator
 * #333, soruly/anilist-chinese #260, tachibana-shin/rakuyomi #346, wuon/openanime #34, and the
 * side-by-side no-Referer/with-Referer test in lawrenceli0228/animego #170) shows a GraphQL-shaped
 * JSON error, not a plain-text or HTML page, so the simulator answers that way (JSON content type).
 */
export function apiDisabledBody(): { errors: { message: string; status: number; locations: { line: number; column: number }[] }[]; data: null } {
  return { errors: [{ message: API_DISABLED_MESSAGE, status: 403, locations: [{ line: 1, column: 1 }] }], data: null };
}

/** '403': the disabled answer; '500': a server error; 'network': the connection is dropped unanswered. */
export type OutageKind = '403' | '500' | 'network';
export const OUTAGE_KINDS: readonly OutageKind[] = ['403', '500', 'network'];

export interface OutageSpec {
  kind: OutageKind;
  /** How long it lasts in ms from now; the API recovers by itself afterwards. */
  ms: number;
}

export interface OutageStatus {
  kind: OutageKind;
  /** ms since the epoch when it ends */
  until: number;
}

/** The outage switch: one outage at a time, ending by itself at its time. */
export class OutageSwitch {
  private current: OutageStatus | null = null;

  constructor(private readonly clock: () => number = Date.now) {}

  /** Starts an outage (replacing any running one); `null` or a non-positive length ends it now. */
  set(spec: OutageSpec | null): OutageStatus | null {
    this.current = spec && spec.ms > 0 ? { kind: spec.kind, until: this.clock() + spec.ms } : null;
    return this.status();
  }

  /** The running outage, or null once it has ended. */
  status(): OutageStatus | null {
    if (this.current && this.clock() >= this.current.until) this.current = null;
    return this.current ? { ...this.current } : null;
  }
}

export function isOutageKind(value: unknown): value is OutageKind {
  return typeof value === 'string' && (OUTAGE_KINDS as readonly string[]).includes(value);
}

/**
 * Reads `/__sim/outage?kind=403&seconds=60` (the demo's switch). `kind=none` or `seconds=0` ends
 * an outage. Returns an error text for a bad query.
 */
export function parseOutageQuery(search: URLSearchParams): OutageSpec | null | { error: string } {
  const kind = search.get('kind') ?? '403';
  if (kind === 'none') return null;
  if (!isOutageKind(kind)) return { error: `kind must be one of ${OUTAGE_KINDS.join(', ')} or none, got "${kind}"` };
  const seconds = Number(search.get('seconds') ?? '60');
  if (!Number.isFinite(seconds) || seconds < 0) return { error: `seconds must be a number of seconds, got "${search.get('seconds')}"` };
  return seconds === 0 ? null : { kind, ms: seconds * 1000 };
}
