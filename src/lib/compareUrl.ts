/**
 * The compare page's address state (spec doc 2 §2, algorithms.md §1b "URL state"):
 * users=a*,b-,~ &filter=TV &minRatings=2 &ratingSystems=true &fullColour=true &sort=median
 *
 * A trailing `*` means "must be rated", `-` "must be unrated", and `~` stands for the viewer.
 * `sort` holds `title`, `user:<name>` or a digest id (which also selects that digest); a leading
 * `-` flips the direction, the ▲ of the column heads: user ▲ and digest ▲ sort ascending, while
 * title ▲ is the ascending title order reversed as a whole, ties included (algorithms.md 1b).
 */

import { DEFAULT_COMPARE_OPTIONS, isDigestMode, type CompareSort, type Demand, type DigestMode } from './compareOptions';

export const VIEWER_MARK = '~';

export interface CompareUrlUser {
  /** The name as written, or '~' for the viewer. */
  readonly name: string;
  readonly demand: Demand;
}

export interface CompareUrlState {
  readonly users: readonly CompareUrlUser[];
  readonly formatFilter: string | false;
  readonly minRatings: number;
  readonly ratingSystems: boolean;
  readonly fullColour: boolean;
  /** Absent when the address has no (valid) sort. */
  readonly sort?: CompareSort;
  /** Set when `sort` names a digest. */
  readonly digest?: DigestMode;
}

/**
 * The most members an address may bring into the table. Each member costs at least one list
 * request (long lists several), and AniList allows 30 a minute (degraded limit, 2026): 20 lists
 * are most of a minute already, and 20 columns are as many as a table stays readable with. A
 * link naming 1,000 members sent about 80 list requests in 12 s and kept loading (issue 23); the
 * rest of the names are not loaded, and the page says so. Members added by hand are not counted.
 */
export const MAX_COMPARE_USERS = 20;

/** The first MAX_COMPARE_USERS distinct names of the address, and how many distinct names it held. */
export function firstCompareUsers(users: readonly CompareUrlUser[], max = MAX_COMPARE_USERS): { users: CompareUrlUser[]; total: number } {
  const seen = new Set<string>();
  const distinct = users.filter((user) => {
    const key = user.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { users: distinct.slice(0, max), total: distinct.length };
}

export function parseCompareUrl(search: string | URLSearchParams): CompareUrlState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const users: CompareUrlUser[] = [];
  for (const raw of (params.get('users') ?? '').split(',')) {
    const user = parseUser(raw.trim());
    if (user) users.push(user);
  }
  const minRatings = params.has('minRatings') ? Number(params.get('minRatings')) : DEFAULT_COMPARE_OPTIONS.minRatings;
  const state: CompareUrlState = {
    users,
    formatFilter: params.get('filter') || false,
    // An empty or non-numeric field counts as 0, as the number input does; the input takes whole numbers.
    minRatings: Number.isFinite(minRatings) ? Math.max(0, Math.floor(minRatings)) : 0,
    ratingSystems: params.get('ratingSystems') === 'true',
    fullColour: params.get('fullColour') === 'true',
  };
  const sort = parseSort(params.get('sort'));
  return sort ? { ...state, ...sort } : state;
}

function parseUser(raw: string): CompareUrlUser | null {
  if (!raw) return null;
  let demand: Demand = 0;
  let name = raw;
  if (name.endsWith('*')) {
    demand = 1;
    name = name.slice(0, -1);
  } else if (name.endsWith('-')) {
    demand = -1;
    name = name.slice(0, -1);
  }
  return name ? { name, demand } : null;
}

function parseSort(raw: string | null): { sort: CompareSort; digest?: DigestMode } | null {
  if (!raw) return null;
  const inverse = raw.startsWith('-');
  const key = inverse ? raw.slice(1) : raw;
  if (key === 'title') return { sort: { by: 'title', inverse } };
  if (key.startsWith('user:') && key.length > 5) return { sort: { by: 'user', user: key.slice(5), inverse } };
  if (isDigestMode(key)) return { sort: { by: 'digest', inverse }, digest: key };
  return null;
}

/** The query string (without "?"); defaults are left out. */
export function serialiseCompareUrl(state: CompareUrlState): string {
  const parts: string[] = [];
  if (state.users.length) {
    const users = state.users.map((user) => encodeURIComponent(user.name) + (user.demand === 1 ? '*' : user.demand === -1 ? '-' : ''));
    parts.push(`users=${users.join(',')}`);
  }
  if (state.formatFilter) parts.push(`filter=${encodeURIComponent(state.formatFilter)}`);
  if (state.minRatings !== DEFAULT_COMPARE_OPTIONS.minRatings) parts.push(`minRatings=${state.minRatings}`);
  if (state.ratingSystems) parts.push('ratingSystems=true');
  if (state.fullColour) parts.push('fullColour=true');
  const sort = state.sort ? serialiseSort(state.sort, state.digest ?? DEFAULT_COMPARE_OPTIONS.digest) : '';
  if (sort && sort !== DEFAULT_COMPARE_OPTIONS.digest) parts.push(`sort=${encodeURIComponent(sort)}`);
  return parts.join('&');
}

function serialiseSort(sort: CompareSort, digest: DigestMode): string {
  const key = sort.by === 'title' ? 'title' : sort.by === 'user' ? `user:${sort.user}` : digest;
  return (sort.inverse ? '-' : '') + key;
}
