// One record per request the API received, for tests to assert on.

export interface LoggedRequest {
  /** ms since the epoch */
  time: number;
  /** the query text as sent */
  operation: string;
  variables: Record<string, unknown> | null;
  /** the bearer token, or null when none was sent */
  token: string | null;
  /** the Referer header, or null when none was sent (AniList answers those with a 403) */
  referer: string | null;
  /** the HTTP status answered; 0 when the connection was dropped unanswered (network outage) */
  status: number;
}
