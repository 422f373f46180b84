/** Texts of the 'Various queries' panel; the quoted spec texts (doc 2 §8) are verbatim. */
import { REQUIRES_SIGN_IN } from '../../../core/messages';

export const panelStrings = {
  heading: 'Various queries',
  queryLabel: 'Query',
  options: 'Options',
  run: 'Run',
  stop: 'Stop',
  stopped: 'Stopped.',
  loading: 'Loading...',
  /** Spec doc 2 §8, for a query that needs the script's sign-in. */
  notSignedIn: REQUIRES_SIGN_IN,
  sortBy: (column: string) => `Sort by ${column}`,
  noResults: 'Nothing found.',
  /** A run standing still on the rate budget says so (a 39 s stall read as a hang). */
  rateLimitWait: (seconds: number) => `Waiting for AniList's rate limit: going on in ${seconds} s.`,
};
