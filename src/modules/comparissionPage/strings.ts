/**
 * Every text the compare page shows. Texts the spec quotes (doc 2) are kept verbatim and marked
 * "spec"; the others are our own plain wording where the spec gives none.
 */
import { COMPATIBILITY_HINT } from '../../lib/compatibility';

export const strings = {
  /** spec doc 2 §2: the switch between AniList's compare and ours. */
  showDefaultCompare: 'Show default compare',
  showHohCompare: 'Show hoh compare',

  /** spec doc 2 §8 (progress states). */
  loading: 'Loading...',
  processing: 'Processing...',
  /** spec doc 2 §4: the Add button while a user is loading. */
  addBusy: '...',
  add: 'Add',
  addUserLabel: 'Add a user',
  addUserPlaceholder: 'User name',

  /** spec doc 2 §5: compatibility hint. */
  compatibilityHint: COMPATIBILITY_HINT,
  compatibilityLabel: (base: string) => `Compatibility with ${base}`,
  compatibilityShared: (shared: number) => `${shared} shared ratings`,

  // Controls.
  formatFilterLabel: 'Format',
  allFormats: 'All',
  digestLabel: 'Digest',
  minRatingsLabel: 'Minimum ratings',
  ratingSystemsLabel: 'Individual rating systems',
  fullColourLabel: 'Colour entire cell',
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',

  // Table.
  tableCaption: (type: 'ANIME' | 'MANGA') => (type === 'ANIME' ? 'Anime list comparison' : 'Manga list comparison'),
  titleHeader: 'Title',
  formatHeader: 'Format',
  averagesRow: 'Average',
  sortBy: (what: string) => `Sort by ${what}`,
  sortedDescending: 'sorted descending',
  sortedAscending: 'sorted ascending',
  removeUser: (name: string) => `Remove ${name}`,
  /** Visible labels of the filter lines under each user's name (in the title column). */
  statusFilterLabel: 'Status filter',
  demandFilterLabel: 'Rating filter',
  statusLegend: 'Status colours:',
  statusFilter: (name: string, status: string) => `Status filter for ${name}: ${status}`,
  demand: (name: string, demand: string) => `Rating filter for ${name}: ${demand}`,
  favourite: 'Favourite',
  rowsShown: (shown: number, total: number) => `${shown} of ${total} entries shown`,
  noRows: 'No entries match the filters.',

  // Messages.
  emptyName: 'Enter a user name to add.',
  alreadyAdded: (name: string) => `${name} is already in the table.`,
  viewerNeedsSignIn: 'Sign in to AniList to compare your own list ("~" stands for the signed-in user).',
  namesDropped: (compared: number, total: number) =>
    `Compared the first ${compared} of ${total.toLocaleString('en-US')} names in the address.`,
  userNotFound: (name: string) => `User not found: ${name}`,
  userPrivate: (name: string) => `${name}'s profile is private.`,
  userBlocked: (name: string) => `${name} has blocked you, so their list cannot be read.`,
  loadFailed: (name: string, reason: string) => `Could not load ${name}'s list: ${reason}`,
  actionFailed: (reason: string) => `Something went wrong: ${reason}`,
  dismiss: 'Dismiss',
} as const;

/** Names of the status filter values, for labels. */
export const statusFilterNames: Readonly<Record<string, string>> = {
  all: 'All',
  COMPLETED: 'Completed',
  CURRENT: 'Current',
  PLANNING: 'Planning',
  PAUSED: 'Paused',
  DROPPED: 'Dropped',
  REPEATING: 'Repeating',
  NOT: 'Not on list',
};

/** Names of the demand values (0 any, 1 must be rated ✓, −1 must be unrated ✕). */
export const demandNames: Readonly<Record<'0' | '1' | '-1', string>> = {
  '0': 'any',
  '1': 'must be rated',
  '-1': 'must be unrated',
};

/** What the rating filter button shows: the spec's ✓ and ✕ marks with a word, so no tooltip is needed. */
export const demandTexts: Readonly<Record<'0' | '1' | '-1', string>> = {
  '0': 'Any',
  '1': '✓ Rated',
  '-1': '✕ Unrated',
};
